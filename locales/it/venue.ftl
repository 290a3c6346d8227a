venue-bad-seat-secret = Turno { $round }: il segreto dei codici dei posti non è valido (servono 64 cifre esadecimali minuscole)
venue-password-needed = Il server chiede di nuovo utente e password (è ripartito o la sessione è scaduta) e questo dispositivo non li conserva ancora: scrivi la password qui sopra e premi Collega; resta solo su questo dispositivo e da allora il collegamento riprende da solo.
venue-login-refused = Il server non accetta più l'utente e la password conservati su questo dispositivo (HTTP 401): la password è cambiata sul server? Scrivila di nuovo qui sopra e premi Collega.
venue-loopback = Questa pagina o il server sono all'indirizzo di questo computer (127.0.0.1 o localhost): i telefoni non lo raggiungono, e i codici QR li manderebbero a sé stessi. Scrivi qui l'indirizzo del computer sulla rete Wi-Fi della sede (lo trovi nelle impostazioni di rete, es. 192.168.1.10): i codici lo useranno.
venue-loopback-replaced = I codici QR mandano i telefoni a { $address } (l'indirizzo di questo computer sulla rete della sede), non a 127.0.0.1.
venue-phones-address = Indirizzo di questo computer sulla rete della sede
venue-phones-address-save = Usa per i telefoni
venue-phones-address-bad = «{ $typed }» non è un indirizzo che i telefoni raggiungono: scrivi quello del computer sulla rete Wi-Fi (es. 192.168.1.10), non 127.0.0.1 o localhost.
