# Files that cannot blow up memory (crates/files/src/guard.rs, xls_guard/, xlsx_guard.rs).
files-too-much-memory = leggerlo richiederebbe più di { $most } MB di memoria, il limite per un file di queste dimensioni: il file è danneggiato o non è una cartella di un torneo
