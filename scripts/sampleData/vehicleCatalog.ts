// Makes and models sold new in each country in recent years, with the model years each was on sale
// (from and to, inclusive, clipped to 2015-2026). Plausible, not exhaustive: about ten makes a
// country and three to eight models each. scripts/sampleData/generateLookups.ts turns this into vehicles.json.

export interface MakeCatalog {
  make: string
  models: Array<[name: string, fromYear: number, toYear: number]>
}

export const PH_VEHICLES: MakeCatalog[] = [
  { make: 'Toyota', models: [['Wigo', 2015, 2026], ['Vios', 2015, 2026], ['Innova', 2015, 2026], ['Fortuner', 2015, 2026], ['Hilux', 2015, 2026], ['Rush', 2018, 2026], ['Raize', 2022, 2026], ['Corolla Cross', 2020, 2026]] },
  { make: 'Mitsubishi', models: [['Mirage G4', 2015, 2024], ['Xpander', 2019, 2026], ['Montero Sport', 2015, 2026], ['Strada', 2015, 2026], ['L300', 2015, 2026], ['Xforce', 2024, 2026]] },
  { make: 'Honda', models: [['Brio', 2015, 2026], ['City', 2015, 2026], ['Civic', 2015, 2026], ['BR-V', 2017, 2026], ['HR-V', 2015, 2026], ['CR-V', 2015, 2026]] },
  { make: 'Nissan', models: [['Almera', 2015, 2026], ['Navara', 2015, 2026], ['Terra', 2018, 2026], ['Kicks', 2023, 2026], ['Urvan', 2015, 2026]] },
  { make: 'Suzuki', models: [['Celerio', 2015, 2026], ['Swift', 2015, 2026], ['Dzire', 2017, 2026], ['Ertiga', 2015, 2026], ['Jimny', 2019, 2026], ['S-Presso', 2020, 2026], ['XL7', 2020, 2026]] },
  { make: 'Ford', models: [['Ranger', 2015, 2026], ['Everest', 2015, 2026], ['Territory', 2020, 2026], ['EcoSport', 2015, 2022], ['Mustang', 2015, 2026]] },
  { make: 'Hyundai', models: [['Accent', 2015, 2022], ['Tucson', 2015, 2026], ['Santa Fe', 2015, 2026], ['Stargazer', 2022, 2026], ['Creta', 2022, 2026], ['Staria', 2021, 2026]] },
  { make: 'Kia', models: [['Picanto', 2015, 2026], ['Soluto', 2019, 2023], ['Stonic', 2021, 2026], ['Seltos', 2020, 2026], ['Sorento', 2015, 2026], ['Carnival', 2015, 2026]] },
  { make: 'Geely', models: [['Coolray', 2020, 2026], ['Okavango', 2020, 2026], ['Azkarra', 2020, 2026], ['Emgrand', 2023, 2026], ['GX3 Pro', 2023, 2026]] },
  { make: 'MG', models: [['MG 5', 2020, 2026], ['ZS', 2019, 2026], ['RX5', 2019, 2026], ['HS', 2020, 2026], ['MG 4 EV', 2024, 2026]] },
]

export const ID_VEHICLES: MakeCatalog[] = [
  { make: 'Toyota', models: [['Avanza', 2015, 2026], ['Kijang Innova', 2015, 2026], ['Kijang Innova Zenix', 2022, 2026], ['Rush', 2015, 2026], ['Calya', 2016, 2026], ['Agya', 2015, 2026], ['Fortuner', 2015, 2026], ['Raize', 2021, 2026]] },
  { make: 'Daihatsu', models: [['Xenia', 2015, 2026], ['Sigra', 2016, 2026], ['Ayla', 2015, 2026], ['Terios', 2015, 2026], ['Gran Max', 2015, 2026], ['Rocky', 2021, 2026]] },
  { make: 'Honda', models: [['Brio', 2015, 2026], ['HR-V', 2015, 2026], ['BR-V', 2016, 2026], ['CR-V', 2015, 2026], ['Mobilio', 2015, 2022], ['City Hatchback', 2021, 2026], ['WR-V', 2023, 2026]] },
  { make: 'Mitsubishi', models: [['Xpander', 2017, 2026], ['Xpander Cross', 2019, 2026], ['Pajero Sport', 2015, 2026], ['L300', 2015, 2026], ['Xforce', 2023, 2026], ['Destinator', 2025, 2026]] },
  { make: 'Suzuki', models: [['Ertiga', 2015, 2026], ['XL7', 2020, 2026], ['Carry Pick Up', 2019, 2026], ['Ignis', 2017, 2022], ['Baleno', 2017, 2026], ['S-Presso', 2022, 2026]] },
  { make: 'Wuling', models: [['Confero', 2017, 2026], ['Cortez', 2018, 2026], ['Almaz', 2019, 2026], ['Air ev', 2022, 2026], ['Alvez', 2023, 2026], ['BinguoEV', 2024, 2026]] },
  { make: 'Hyundai', models: [['Creta', 2022, 2026], ['Stargazer', 2022, 2026], ['Ioniq 5', 2022, 2026], ['Santa Fe', 2015, 2026], ['Palisade', 2021, 2026]] },
  { make: 'Nissan', models: [['Grand Livina', 2015, 2018], ['Livina', 2019, 2026], ['X-Trail', 2015, 2026], ['Kicks e-Power', 2020, 2026], ['Serena', 2015, 2026], ['Magnite', 2021, 2026]] },
  { make: 'Chery', models: [['Tiggo 7 Pro', 2022, 2026], ['Tiggo 8 Pro', 2022, 2026], ['Omoda 5', 2023, 2026], ['Tiggo 5X', 2023, 2026]] },
  { make: 'BYD', models: [['Atto 3', 2024, 2026], ['Dolphin', 2024, 2026], ['Seal', 2024, 2026], ['M6', 2024, 2026], ['Sealion 7', 2025, 2026]] },
]
