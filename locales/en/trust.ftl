# Words of the checks on entries from elsewhere and of their quarantine.

trust-quarantine = Changes in quarantine
trust-quarantine-hint = Received from a file or the server, they fail the checks: they are not applied and not sent on, but they stay here (nothing is lost).
trust-source = Source
trust-device = Device
trust-time = Time
trust-reason = Reason
trust-operation = Operation
trust-from-file = file “{ $name }”
trust-from-server = server { $address }
trust-unknown-device = unknown
trust-unreadable-text = unreadable text ({ $what })
trust-held-version = Stands: { $what }
trust-quarantined-version = In quarantine: { $what }
trust-reason-unreadable = Unreadable: { $why }
trust-reason-too-large = Too large ({ $bytes } bytes)
trust-reason-clock-ahead = Clock more than 24 hours ahead of this device's ({ $at })
trust-reason-before-creation = Dated before the tournament was created
trust-reason-second-creation = A second creation of the tournament
trust-reason-own-device = Carries this device's identity, but this device did not make it (copied profile, restored backup or forged file)
trust-reason-clash = Another version of an operation this device already has: the one it had stands
trust-reason-undo-of-creation = Undoes the creation of the tournament
trust-reason-undo-of-other-device = Undoes an operation of another device ({ $who })
trust-reason-not-a-conflict = Decides a conflict the device did not have
trust-reason-does-not-apply = Breaks the tournament's rules: { $error }
trust-reason-does-not-apply-now = Breaks the tournament's rules
trust-reason-made-on-quarantined = Made on an operation in quarantine ({ $what })
trust-reason-waiting = Waiting for an earlier operation of { $who } that has not arrived yet: examined again at every merge
trust-n-quarantined =
    { $count ->
        [one] 1 change in quarantine: see Devices.
       *[other] { $count } changes in quarantine: see Devices.
    }
trust-new-device-id = Another copy was writing as this device: from now on this device has a new identity.
trust-log-decided-keep = Conflict decided: { $who }'s version stands ({ $what })
trust-log-decided-drop = Conflict decided: { $who }'s { $what } left out
trust-log-parallel-version = { $who }'s version, made without seeing the other:
