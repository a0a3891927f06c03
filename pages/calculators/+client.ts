// https://vike.dev/client: every calculator page below this folder starts the same way.
import { startPage } from '../../renderer/pageClient'

startPage()
