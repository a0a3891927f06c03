import type { Fee } from '../../domain/content/schemas'
import type { CardSample, DepositSample, InsuranceSample, LoanSample, PortalSamples } from './sampleTypes'

// The fees, documents, pros and cons of every sample product (decision 064), from the figures of its
// row and of the other rows of its vertical: one table per portal, in the portal's language. A row may
// give its own (fees, documents, pros, cons in sampleTypes.ts), which then replace these. The figures
// are plausible sample values, not offers; where a regulator caps a fee, the value is within the cap
// (docs/requirements/catalogue.md, "Fee caps of the sample data"):
// - Philippines, credit cards (BSP Circular No. 1098 s.2020 as amended by Circular No. 1165 s.2023):
//   interest at most 3% a month, installment add-on at most 1% a month, cash advance processing fee at
//   most ₱200 a transaction.
// - Indonesia, credit cards (Bank Indonesia): interest at most 1.75% a month; late fee at most 1% of
//   the bill and at most Rp 100.000.

export interface DecisionTexts {
  fees: Fee[]
  documents: string[]
  pros: string[]
  cons: string[]
}

type Kind = keyof PortalSamples
type AnySample = CardSample | LoanSample | InsuranceSample | DepositSample

/** The caps the sample values are held to (tests/unit/scripts/sampleDecisions.test.ts reads the law's figures on its own). */
export const ECM_CARD_CAPS = { interestPctMonth: 3, installmentAddOnPctMonth: 1, cashAdvanceFee: 200 } as const
export const CKJ_CARD_CAPS = { interestPctMonth: 1.75, lateFeePct: 1, lateFeeMax: 100_000 } as const

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Up to `max` of the texts that apply, else the fallback, so every list has 1 to max entries. */
function pick(candidates: ReadonlyArray<string | false | undefined>, fallback: string, max: number): string[] {
  const chosen = candidates.filter((text): text is string => typeof text === 'string')
  return (chosen.length > 0 ? chosen : [fallback]).slice(0, max)
}

// ---------------------------------------------------------------- ECM (English, pesos)

function ecmCard(s: CardSample, rows: readonly CardSample[]): DecisionTexts {
  const fee = median(rows.map((row) => row.annualFee))
  const income = median(rows.map((row) => row.minIncome))
  const firstYearFree = s.perks.some((perk) => /first year/i.test(perk))
  const lowRate = s.rate < ECM_CARD_CAPS.interestPctMonth
  return {
    fees: [
      { label: 'Annual fee', amount: s.annualFee, basis: 'per year', ...(firstYearFree ? { note: 'Waived in the first year' } : {}) },
      { label: 'Interest on the unpaid balance', percent: Math.min(s.rate, ECM_CARD_CAPS.interestPctMonth), basis: 'a month' },
      {
        label: 'Installment add-on rate',
        percent: lowRate ? 0.79 : ECM_CARD_CAPS.installmentAddOnPctMonth,
        basis: 'a month',
        note: '0% at partner stores on promotional terms',
      },
      { label: 'Cash advance fee', amount: ECM_CARD_CAPS.cashAdvanceFee, basis: 'per withdrawal', note: 'Interest applies from the day of the withdrawal' },
      { label: 'Late payment fee', amount: s.annualFee >= 2500 ? 1500 : 1000, basis: 'per statement', note: 'Or the minimum amount due, whichever is lower' },
      { label: 'Foreign currency purchases', percent: 3.5, basis: 'of the amount' },
      { label: 'Card replacement', amount: 400, basis: 'per card' },
    ],
    documents: [
      'One valid government ID (passport, driver’s licence, UMID or PhilSys ID)',
      'Proof of income: payslips of the last month or a certificate of employment',
      'Latest income tax return (BIR Form 2316)',
      'If self-employed: DTI or SEC registration and bank statements of the last 3 months',
    ],
    pros: pick(
      [
        s.annualFee === 0 ? 'No annual fee' : s.annualFee < fee && 'Annual fee below most cards listed here',
        firstYearFree && 'No annual fee in the first year',
        lowRate && 'Interest below the usual 3% a month',
        s.minIncome <= income && s.minIncome < 30000 && 'Low income requirement',
        s.tags.includes('cashback') && 'Cashback on everyday spending',
        s.tags.includes('miles') && 'Spending turns into airline miles',
        s.tags.includes('installments') && '0% installments at partner stores',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.annualFee > fee && 'Higher annual fee than most cards listed here',
        s.minIncome >= 50000 && 'High income requirement',
        s.rate >= ECM_CARD_CAPS.interestPctMonth && 'Interest at the 3% a month ceiling if you do not pay in full',
        !s.tags.includes('online-application') && 'Application needs documents sent on paper or by e-mail',
      ],
      'Interest applies when you pay less than the full balance',
      2,
    ),
  }
}

const ECM_LOAN_DOCUMENTS: Record<string, string[]> = {
  'personal-loans': [
    'Two valid government IDs',
    'Payslips of the last 3 months or a certificate of employment',
    'Latest income tax return (BIR Form 2316)',
    'Proof of billing address',
  ],
  'house-loans': [
    'Two valid government IDs',
    'Payslips of the last 3 months and latest income tax return',
    'Transfer certificate of title and tax declaration of the property',
    'Reservation agreement or contract to sell',
    'Vicinity map of the property',
  ],
  'car-loans': [
    'Two valid government IDs',
    'Payslips of the last 3 months or a certificate of employment',
    'Latest income tax return (BIR Form 2316)',
    'Sales quotation from the dealer',
  ],
}

function ecmLoan(s: LoanSample, rows: readonly LoanSample[], verticalKey: string): DecisionTexts {
  const rate = median(rows.map((row) => row.rate))
  const max = median(rows.map((row) => row.max))
  const tenor = median(rows.map((row) => row.tenor[1]))
  const basis = {
    monthly: 'a month',
    'monthly-add-on': 'a month, add-on',
    'annual-add-on': 'a year, add-on',
    annual: 'a year',
    'annual-effective': 'a year, effective',
  }[s.basis]
  return {
    fees: [
      { label: 'Interest', percent: s.rate, basis },
      s.processingFeePct === undefined
        ? { label: 'Processing fee', amount: verticalKey === 'house-loans' ? 5000 : 1500, basis: 'once, taken from the loan' }
        : { label: 'Processing fee', percent: s.processingFeePct, basis: 'of the amount, once' },
      { label: 'Late payment fee', percent: 3, basis: 'of the amount due, a month' },
      { label: 'Early repayment fee', percent: verticalKey === 'house-loans' ? 3 : 5, basis: 'of the remaining balance' },
      ...(verticalKey === 'personal-loans'
        ? []
        : [{ label: 'Chattel or real estate mortgage fee', amount: verticalKey === 'house-loans' ? 8000 : 3500, basis: 'once' }]),
    ],
    documents: ECM_LOAN_DOCUMENTS[verticalKey] ?? ECM_LOAN_DOCUMENTS['personal-loans']!,
    pros: pick(
      [
        s.rate < rate && 'Rate below most loans listed here',
        s.max > max && 'Larger amounts than most loans listed here',
        s.tenor[1] > tenor && 'Longer terms than most, for smaller monthly payments',
        s.tags.includes('fast-approval') && 'Fast approval',
        s.tags.includes('no-collateral') && 'No collateral needed',
        s.tags.includes('fixed-rate') && 'Fixed rate: the payment does not change',
        s.downPaymentPct !== undefined && s.downPaymentPct <= 20 && 'Low down payment',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.rate > rate && 'Rate above most loans listed here',
        s.minIncome >= 40000 && 'High income requirement',
        s.tenor[1] < tenor && 'Shorter terms than most, so higher monthly payments',
        s.downPaymentPct !== undefined && s.downPaymentPct > 20 && 'Higher down payment than most',
      ],
      'A fee applies if you repay the loan early',
      2,
    ),
  }
}

const ECM_COVER_DOCUMENTS: Record<string, string[]> = {
  'car-insurance': [
    'Official receipt and certificate of registration of the car (OR/CR)',
    'One valid government ID',
    'Photos of the car, for a car older than a year',
  ],
  'travel-insurance': ['Valid passport', 'Flight itinerary or booking', 'One valid government ID'],
  'health-insurance': ['One valid government ID', 'Health declaration form', 'Birth or marriage certificate, for family members covered'],
  'accident-insurance': ['One valid government ID', 'Application form with the beneficiaries named'],
}

function ecmCover(s: InsuranceSample, rows: readonly InsuranceSample[], verticalKey: string): DecisionTexts {
  const premium = median(rows.map((row) => row.premium))
  const coverage = median(rows.map((row) => row.coverage))
  const period = { year: 'per year', month: 'a month', trip: 'per trip' }[s.period]
  const deductible: Fee =
    verticalKey === 'car-insurance'
      ? { label: 'Participation fee (deductible)', amount: 2000, basis: 'per claim' }
      : verticalKey === 'health-insurance'
        ? { label: 'Co-payment', amount: 0, basis: 'per claim', note: 'Within the benefit limit' }
        : { label: 'Deductible', amount: 0, basis: 'per claim' }
  return {
    fees: [
      { label: 'Premium from', amount: s.premium, basis: period },
      deductible,
      { label: 'Cancellation within 15 days of receiving the policy', amount: 0, note: 'Full refund of the premium' },
    ],
    documents: ECM_COVER_DOCUMENTS[verticalKey] ?? ['One valid government ID'],
    pros: pick(
      [
        s.premium < premium && 'Premium below most policies listed here',
        s.coverage > coverage && 'Higher cover than most policies listed here',
        s.tags.includes('cashless') && 'Cashless treatment at partner hospitals',
        s.tags.includes('roadside-assistance') && '24/7 roadside assistance',
        s.tags.includes('acts-of-nature') && 'Covers floods, typhoons and earthquakes',
        s.tags.includes('no-medical-exam') && 'No medical exam',
        s.tags.includes('family') && 'One policy for the whole family',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.premium > premium && 'Premium above most policies listed here',
        s.coverage < coverage && 'Lower cover than most policies listed here',
        s.ages !== undefined && s.ages[1] < 70 && `Not open to people over ${s.ages[1]}`,
        s.tags.includes('third-party') && 'Does not cover damage to your own car',
      ],
      'Claims are subject to the exclusions of the policy',
      2,
    ),
  }
}

function ecmDeposit(s: DepositSample, rows: readonly DepositSample[]): DecisionTexts {
  const rate = median(rows.map((row) => row.rate))
  const min = median(rows.map((row) => row.minDeposit))
  return {
    fees: [
      { label: 'Account opening', amount: 0, basis: 'once' },
      { label: 'Withholding tax on interest', percent: 20, basis: 'of the interest', note: 'Deducted by the bank' },
      { label: 'Early withdrawal', percent: 50, basis: 'of the interest earned', note: 'Interest lost when you withdraw before the term ends' },
    ],
    documents: ['Two valid government IDs', 'Tax identification number (TIN)', 'Proof of address', 'Specimen signature card, at the branch'],
    pros: pick(
      [
        s.rate > rate && 'Rate above most deposits listed here',
        s.minDeposit < min && 'Low minimum deposit',
        s.tags.includes('deposit-insured') && 'Insured by PDIC up to ₱1 million',
        s.tags.includes('digital-bank') && 'Opened and managed in an app',
        s.tags.includes('monthly-interest') && 'Interest paid every month',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.rate < rate && 'Rate below most deposits listed here',
        s.minDeposit > min && 'High minimum deposit',
        s.tenor[0] >= 6 && 'Money is locked in for at least 6 months',
      ],
      'Interest is lost if you withdraw before the term ends',
      2,
    ),
  }
}

// ---------------------------------------------------------------- CKJ (Indonesian, rupiah)

function ckjCard(s: CardSample, rows: readonly CardSample[]): DecisionTexts {
  const fee = median(rows.map((row) => row.annualFee))
  const income = median(rows.map((row) => row.minIncome))
  const rate = median(rows.map((row) => row.rate))
  const firstYearFree = s.perks.some((perk) => /tahun pertama/i.test(perk))
  return {
    fees: [
      { label: 'Iuran tahunan', amount: s.annualFee, basis: 'per tahun', ...(firstYearFree ? { note: 'Gratis di tahun pertama' } : {}) },
      { label: 'Bunga', percent: Math.min(s.rate, CKJ_CARD_CAPS.interestPctMonth), basis: 'per bulan' },
      { label: 'Denda keterlambatan', percent: CKJ_CARD_CAPS.lateFeePct, basis: 'dari total tagihan', note: 'Paling banyak Rp 100.000' },
      { label: 'Biaya tarik tunai', percent: 4, basis: 'dari jumlah penarikan', note: 'Paling sedikit Rp 50.000' },
      { label: 'Transaksi mata uang asing', percent: 2, basis: 'dari jumlah transaksi' },
      { label: 'Penggantian kartu', amount: 50_000, basis: 'per kartu' },
    ],
    documents: ['KTP', 'NPWP', 'Slip gaji terakhir atau surat keterangan kerja', 'Rekening koran 3 bulan terakhir, bagi wiraswasta'],
    pros: pick(
      [
        s.annualFee === 0 ? 'Bebas iuran tahunan' : s.annualFee < fee && 'Iuran tahunan lebih rendah dari kebanyakan kartu di sini',
        firstYearFree && 'Bebas iuran di tahun pertama',
        s.rate < rate && 'Bunga lebih rendah dari kebanyakan kartu di sini',
        s.minIncome <= income && s.minIncome <= 3_000_000 && 'Syarat penghasilan rendah',
        s.tags.includes('cashback') && 'Cashback untuk belanja harian',
        s.tags.includes('miles') && 'Belanja jadi miles penerbangan',
        s.tags.includes('installments') && 'Cicilan 0% di merchant mitra',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.annualFee > fee && 'Iuran tahunan lebih tinggi dari kebanyakan kartu di sini',
        s.minIncome >= 10_000_000 && 'Syarat penghasilan tinggi',
        s.rate >= CKJ_CARD_CAPS.interestPctMonth && 'Bunga di batas maksimum 1,75% per bulan',
      ],
      'Bunga dikenakan bila tagihan tidak dibayar penuh',
      2,
    ),
  }
}

const CKJ_LOAN_DOCUMENTS: Record<string, string[]> = {
  'personal-loans': ['KTP', 'NPWP', 'Slip gaji 3 bulan terakhir', 'Rekening koran 3 bulan terakhir'],
  'house-loans': [
    'KTP suami dan istri',
    'Kartu Keluarga dan buku nikah',
    'NPWP',
    'Slip gaji 3 bulan terakhir',
    'Fotokopi sertifikat dan PBG (dahulu IMB) rumah',
  ],
  'car-loans': ['KTP suami dan istri', 'Kartu Keluarga', 'Slip gaji atau rekening koran 3 bulan terakhir', 'Surat pemesanan kendaraan (SPK) dari dealer'],
  'business-loans': [
    'KTP dan Kartu Keluarga',
    'NPWP',
    'Nomor Induk Berusaha (NIB) atau surat keterangan usaha',
    'Laporan keuangan atau catatan penjualan 6 bulan terakhir',
  ],
}

function ckjLoan(s: LoanSample, rows: readonly LoanSample[], verticalKey: string): DecisionTexts {
  const rate = median(rows.map((row) => row.rate))
  const max = median(rows.map((row) => row.max))
  const tenor = median(rows.map((row) => row.tenor[1]))
  const basis = {
    monthly: 'per bulan',
    'monthly-add-on': 'flat per bulan',
    'annual-add-on': 'flat per tahun',
    annual: 'per tahun',
    'annual-effective': 'efektif per tahun',
  }[s.basis]
  return {
    fees: [
      { label: 'Bunga', percent: s.rate, basis },
      { label: 'Biaya provisi', percent: s.processingFeePct ?? 1, basis: 'dari pinjaman, sekali' },
      {
        label: 'Biaya administrasi',
        amount: verticalKey === 'house-loans' ? 1_000_000 : verticalKey === 'business-loans' ? 250_000 : 500_000,
        basis: 'sekali',
      },
      { label: 'Denda keterlambatan', percent: 5, basis: 'dari cicilan yang terlambat' },
      { label: 'Pelunasan dipercepat', percent: verticalKey === 'house-loans' ? 2 : 3, basis: 'dari sisa pokok' },
    ],
    documents: CKJ_LOAN_DOCUMENTS[verticalKey] ?? CKJ_LOAN_DOCUMENTS['personal-loans']!,
    pros: pick(
      [
        s.rate < rate && 'Bunga lebih rendah dari kebanyakan pinjaman di sini',
        s.max > max && 'Plafon lebih besar dari kebanyakan pinjaman di sini',
        s.tenor[1] > tenor && 'Tenor lebih panjang, cicilan lebih ringan',
        s.tags.includes('fast-approval') && 'Persetujuan cepat',
        s.tags.includes('no-collateral') && 'Tanpa agunan',
        s.tags.includes('kur') && 'Bunga disubsidi pemerintah',
        s.tags.includes('shariah') && 'Sesuai prinsip syariah',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.rate > rate && 'Bunga lebih tinggi dari kebanyakan pinjaman di sini',
        s.minIncome >= 10_000_000 && 'Syarat penghasilan tinggi',
        s.tenor[1] < tenor && 'Tenor lebih pendek, cicilan lebih besar',
      ],
      'Ada biaya bila pinjaman dilunasi lebih awal',
      2,
    ),
  }
}

const CKJ_COVER_DOCUMENTS: Record<string, string[]> = {
  'car-insurance': ['KTP', 'STNK kendaraan', 'Foto kendaraan dari empat sisi'],
  'travel-insurance': ['Paspor', 'Jadwal penerbangan atau tiket', 'KTP'],
  'health-insurance': ['KTP', 'Kartu Keluarga, untuk anggota keluarga yang ditanggung', 'Formulir pernyataan kesehatan'],
}

function ckjCover(s: InsuranceSample, rows: readonly InsuranceSample[], verticalKey: string): DecisionTexts {
  const premium = median(rows.map((row) => row.premium))
  const coverage = median(rows.map((row) => row.coverage))
  const period = { year: 'per tahun', month: 'per bulan', trip: 'per perjalanan' }[s.period]
  const ownRisk: Fee =
    verticalKey === 'car-insurance'
      ? { label: 'Risiko sendiri', amount: 300_000, basis: 'per kejadian' }
      : { label: 'Risiko sendiri', amount: 0, basis: 'per klaim' }
  return {
    fees: [{ label: 'Premi mulai', amount: s.premium, basis: period }, ownRisk, { label: 'Biaya polis dan meterai', amount: 60_000, basis: 'per polis' }],
    documents: CKJ_COVER_DOCUMENTS[verticalKey] ?? ['KTP'],
    pros: pick(
      [
        s.premium < premium && 'Premi lebih rendah dari kebanyakan polis di sini',
        s.coverage > coverage && 'Uang pertanggungan lebih besar dari kebanyakan polis di sini',
        s.tags.includes('cashless') && 'Rawat inap tanpa uang tunai di rumah sakit rekanan',
        s.tags.includes('roadside-assistance') && 'Layanan derek dan darurat 24 jam',
        s.tags.includes('acts-of-nature') && 'Menanggung banjir dan gempa bumi',
        s.tags.includes('shariah') && 'Sesuai prinsip syariah',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.premium > premium && 'Premi lebih tinggi dari kebanyakan polis di sini',
        s.coverage < coverage && 'Uang pertanggungan lebih kecil dari kebanyakan polis di sini',
        s.tags.includes('total-loss-only') && 'Hanya menanggung kerugian total',
        s.ages !== undefined && s.ages[1] < 70 && `Tidak untuk usia di atas ${s.ages[1]} tahun`,
      ],
      'Klaim mengikuti pengecualian dalam polis',
      2,
    ),
  }
}

function ckjDeposit(s: DepositSample, rows: readonly DepositSample[]): DecisionTexts {
  const rate = median(rows.map((row) => row.rate))
  const min = median(rows.map((row) => row.minDeposit))
  return {
    fees: [
      { label: 'Pembukaan rekening', amount: 0, basis: 'sekali' },
      { label: 'Pajak bunga', percent: 20, basis: 'dari bunga', note: 'Dipotong langsung oleh bank' },
      { label: 'Pencairan sebelum jatuh tempo', percent: 0.5, basis: 'dari pokok', note: 'Bunga bulan berjalan tidak dibayarkan' },
    ],
    documents: ['KTP', 'NPWP', 'Buku tabungan atau rekening di bank yang sama'],
    pros: pick(
      [
        s.rate > rate && 'Bunga lebih tinggi dari kebanyakan deposito di sini',
        s.minDeposit < min && 'Setoran awal rendah',
        s.tags.includes('deposit-insured') && 'Dijamin LPS',
        s.tags.includes('digital-bank') && 'Dibuka dan dikelola lewat aplikasi',
        s.tags.includes('shariah') && 'Sesuai prinsip syariah',
      ],
      s.perks[0]!,
      3,
    ),
    cons: pick(
      [
        s.rate < rate && 'Bunga lebih rendah dari kebanyakan deposito di sini',
        s.minDeposit > min && 'Setoran awal tinggi',
        s.tenor[0] >= 6 && 'Dana tertahan paling sedikit 6 bulan',
      ],
      'Ada penalti bila dicairkan sebelum jatuh tempo',
      2,
    ),
  }
}

/** The decision texts of one sample row, from its figures and those of its vertical's rows; a row's own lists replace them. */
export function decisionTexts(folder: string, kind: Kind, verticalKey: string, sample: AnySample, rows: readonly AnySample[]): DecisionTexts {
  const made = (() => {
    if (folder === 'ckj') {
      if (kind === 'cards') return ckjCard(sample as CardSample, rows as CardSample[])
      if (kind === 'loans') return ckjLoan(sample as LoanSample, rows as LoanSample[], verticalKey)
      if (kind === 'insurance') return ckjCover(sample as InsuranceSample, rows as InsuranceSample[], verticalKey)
      return ckjDeposit(sample as DepositSample, rows as DepositSample[])
    }
    if (kind === 'cards') return ecmCard(sample as CardSample, rows as CardSample[])
    if (kind === 'loans') return ecmLoan(sample as LoanSample, rows as LoanSample[], verticalKey)
    if (kind === 'insurance') return ecmCover(sample as InsuranceSample, rows as InsuranceSample[], verticalKey)
    return ecmDeposit(sample as DepositSample, rows as DepositSample[])
  })()
  return {
    fees: sample.fees ?? made.fees,
    documents: sample.documents ?? made.documents,
    pros: sample.pros ?? made.pros,
    cons: sample.cons ?? made.cons,
  }
}
