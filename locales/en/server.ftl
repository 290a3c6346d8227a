# Words of the club's server: the server card, its problems, the list of its tournaments.

server-unauthorised = The server does not accept this user name and password (HTTP 401): check them above.
server-forbidden = The server denies access (HTTP 403: { $reason }): the user is not a member of the database. Ask the administrator to add it (raduno server setup … --user).
server-no-database = This server has no such database (HTTP 404) and this user may not create it: check the address, or ask the administrator to create it (raduno server setup).
server-mixed-content = This page is on https and the server on http: the browser blocks the connection. Use an https server, or open the app served by the server itself (venue set-up, see the README).
server-cors = The server answers, but not to this page (CORS is off for { $origin }): the administrator must turn CORS on for this origin (raduno server setup … --origin { $origin }).
server-unreachable = Server not reachable ({ $why }): check the address and the network. Working without it, trying again shortly.
server-timeout = The server did not answer within { $seconds } seconds. Working without it, trying again shortly.
server-http = The server answered HTTP { $status } { $reason }. Working without it, trying again shortly.
server-bad-answer = The server does not answer as CouchDB does ({ $why }): the address must be the database's (e.g. http://192.168.1.10:5984/raduno).
server-address-scheme = The address starts with http:// or https:// (e.g. https://club.example.org/raduno).
server-address-host = The address lacks the server.
server-address-database = The address lacks the database (e.g. http://192.168.1.10:5984/raduno).
server-one-for-every-tournament = Optional, one for this device and all its tournaments. With an address, changes come and go by themselves every few seconds; without a network you keep working and catch up when the server answers.
server-user = User
server-password = Password
server-password-kept = kept on this device only
server-forget = Disconnect
server-connect = Connect
server-proposed = Proposed by the page: the server that serves it.
server-this-device-server = This device's server: { $url }
server-venue-address = The app's address at the venue: scan the code with a phone (same Wi-Fi network).
server-created-by = created by { $by } on { $at }
server-pending = { $count ->
    [one] 1 change waiting to be sent
   *[other] { $count } changes waiting to be sent
}
server-unreadable = { $count ->
    [one] 1 unreadable document on the server.
   *[other] { $count } unreadable documents on the server.
}
server-conflicts-after-merge = After the merge: { $count ->
    [one] 1 conflict to decide.
   *[other] { $count } conflicts to decide.
}
