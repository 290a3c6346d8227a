# Files that cannot blow up memory (src/io/guard.rs, src/io/xls_guard.rs, src/io/xlsx_guard.rs).
files-too-much-memory = leggerlo richiederebbe più di { $most } MB di memoria, il limite per un file di queste dimensioni: il file è danneggiato o non è una cartella di un torneo
