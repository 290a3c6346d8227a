# Words of the checks on entries from elsewhere and of their quarantine.

trust-quarantine = Modifiche in quarantena
trust-quarantine-hint = Arrivate da un file o dal server, non superano i controlli: non sono applicate e non sono inviate ad altri, ma restano qui (nulla è perso).
trust-source = Provenienza
trust-device = Dispositivo
trust-time = Ora
trust-reason = Motivo
trust-operation = Operazione
trust-from-file = file «{ $name }»
trust-from-server = server { $address }
trust-unknown-device = sconosciuto
trust-unreadable-text = testo illeggibile ({ $what })
trust-held-version = Resta: { $what }
trust-quarantined-version = In quarantena: { $what }
trust-reason-unreadable = Illeggibile: { $why }
trust-reason-too-large = Troppo grande ({ $bytes } byte)
trust-reason-clock-ahead = Orologio oltre 24 ore avanti a questo dispositivo ({ $at })
trust-reason-before-creation = Datata prima della creazione del torneo
trust-reason-second-creation = Una seconda creazione del torneo
trust-reason-own-device = Porta l'identità di questo dispositivo, che non l'ha fatta (profilo copiato, copia di sicurezza ripristinata o file falsificato)
trust-reason-clash = Un'altra versione di un'operazione che questo dispositivo ha già: resta quella che aveva
trust-reason-undo-of-creation = Annulla la creazione del torneo
trust-reason-undo-of-other-device = Annulla un'operazione di un altro dispositivo ({ $who })
trust-reason-not-a-conflict = Decide un conflitto che il dispositivo non aveva
trust-reason-does-not-apply = Non rispetta le regole del torneo: { $error }
trust-reason-does-not-apply-now = Non rispetta le regole del torneo
trust-reason-made-on-quarantined = Fatta su un'operazione in quarantena ({ $what })
trust-reason-waiting = In attesa di un'operazione precedente di { $who } che non è ancora arrivata: riesaminata a ogni unione
trust-n-quarantined =
    { $count ->
        [one] 1 modifica in quarantena: vedi Dispositivi.
       *[other] { $count } modifiche in quarantena: vedi Dispositivi.
    }
trust-new-device-id = Un'altra copia scriveva come questo dispositivo: da ora questo dispositivo ha una nuova identità.
trust-log-decided-keep = Conflitto deciso: resta la versione di { $who } ({ $what })
trust-log-decided-drop = Conflitto deciso: lasciata fuori { $what } di { $who }
trust-log-parallel-version = Versione di { $who } fatta senza vedere l'altra:
