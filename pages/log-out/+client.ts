// https://vike.dev/client
import { startPage } from '../../renderer/pageClient'
import { startLogOut } from '../../renderer/site/logOut'

startPage()
// Nothing happens on arrival: the button ends the session and clears the storages (the outbox of
// unsent leads kept), on the visitor's own press (docs/security.md, "Log-out").
startLogOut(document)
