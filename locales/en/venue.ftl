venue-bad-seat-secret = Round { $round }: the seats' code secret is not valid (it takes 64 lower-case hex digits)
venue-password-needed = The server asks for the user and password again (it restarted or the session expired) and this device does not keep them yet: type the password above and press Connect; it stays on this device only, and from then on the connection comes back by itself.
venue-login-refused = The server no longer accepts the user and password kept on this device (HTTP 401): was the password changed on the server? Type it again above and press Connect.
venue-loopback = This page or the server is at this computer's own address (127.0.0.1 or localhost): phones cannot reach it, and the QR codes would send them to themselves. Type here the computer's address on the venue's Wi-Fi network (see the network settings, e.g. 192.168.1.10): the codes will use it.
venue-loopback-replaced = The QR codes send phones to { $address } (this computer's address on the venue's network), not to 127.0.0.1.
venue-phones-address = This computer's address on the venue's network
venue-phones-address-save = Use for the phones
venue-phones-address-bad = «{ $typed }» is not an address phones can reach: type the computer's address on the Wi-Fi network (e.g. 192.168.1.10), not 127.0.0.1 or localhost.
