// https://vike.dev/client
import { startPage } from '../../renderer/pageClient'

startPage()
