// https://vike.dev/client
import { startPage } from '../../renderer/pageClient'
import { clearStorageOnLogOut } from '../../renderer/site/logOut'

startPage()
// After the site's start-up, which stamps local storage: the visitor leaves it empty.
clearStorageOnLogOut(document)
