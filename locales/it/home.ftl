# The home page at the first visit: what Raduno is, and the ways in from another device.

home-intro = Raduno gestisce i tornei del tuo club: RisiKo!, testa a testa e Othello. I dati restano in questo browser e tutto funziona anche senza internet.
home-other-device = Da un altro dispositivo
home-restore-hint = Un backup scaricato da Raduno (file .raduno.json) torna qui come nuovo torneo.
home-choose-backup = Scegli il backup (.json)
home-receive-hint = Il file di un torneo inviato da un altro computer o telefono con Raduno.
home-choose-tournament-file = Scegli il file del torneo (.json)
home-server-hint = Se il club ha un suo server, i tornei salvati lì si aprono anche su questo dispositivo.
home-choose-workbook = Scegli la cartella Excel (.xls, .xlsx)
