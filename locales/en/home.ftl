# The home page at the first visit: what Raduno is, and the ways in from another device.

home-intro = Raduno runs your club's tournaments: RisiKo!, head-to-head and Othello. The data stays in this browser and everything works offline.
home-other-device = From another device
home-restore-hint = A backup downloaded from Raduno (a .raduno.json file) comes back here as a new tournament.
home-choose-backup = Choose the backup (.json)
home-receive-hint = A tournament's file sent from another computer or phone running Raduno.
home-choose-tournament-file = Choose the tournament's file (.json)
home-server-hint = If the club has its own server, the tournaments kept there open on this device too.
home-choose-workbook = Choose the Excel workbook (.xls, .xlsx)
