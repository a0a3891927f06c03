// https://vike.dev/client
import { startPage } from '../../renderer/pageClient'
import { clearStorageOnLogOut, endServerSession } from '../../renderer/site/logOut'

startPage()
// After the site's start-up, which stamps local storage: the visitor leaves it empty.
clearStorageOnLogOut(document)
// The server's session ends too: the header and GetLoggedInClaims no longer show the visitor.
void endServerSession()
