// https://vike.dev/client
import { startIslands } from '../../renderer/islandsClient'

startIslands()
