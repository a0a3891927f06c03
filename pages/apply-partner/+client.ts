// https://vike.dev/client
import { startPartnerRedirect } from './partnerRedirect'

startPartnerRedirect()
