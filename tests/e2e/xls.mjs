// A minimal legacy .xls writer for the browser tests (documents, import): BIFF8 in a compound file, as
// Excel 97–2003 saves it, and the legacy program's `Iscritti` sheet.
// Cells are [row, col, value] (0-based; numbers or strings). LABEL records (no shared strings), one
// `Workbook` stream of at least 4096 bytes in a version-3 compound file, as tests/io_support writes it.

function record(out, type, data) {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  out.push(head, data);
}

function bof(dt) {
  const d = Buffer.alloc(16);
  d.writeUInt16LE(0x0600, 0); // BIFF8
  d.writeUInt16LE(dt, 2); // 5 = workbook globals, 0x10 = worksheet
  d.writeUInt16LE(0x0dbb, 4);
  d.writeUInt16LE(0x07cc, 6);
  return d;
}

/** XLUnicodeString, UTF-16LE: 16-bit length for cells, 8-bit for sheet names. */
function xlString(s, wideLen) {
  const units = Buffer.from(s, "utf16le");
  const len = units.length / 2;
  const head = wideLen ? Buffer.alloc(3) : Buffer.alloc(2);
  if (wideLen) { head.writeUInt16LE(len, 0); head[2] = 1; } else { head[0] = len; head[1] = 1; }
  return Buffer.concat([head, units]);
}

function biff8(sheets) {
  const bodies = sheets.map(({ cells }) => {
    const b = [];
    record(b, 0x0809, bof(0x0010));
    for (const [r, c, v] of cells) {
      const rc = Buffer.alloc(6);
      rc.writeUInt16LE(r, 0);
      rc.writeUInt16LE(c, 2);
      if (typeof v === "number") {
        const x = Buffer.alloc(8);
        x.writeDoubleLE(v, 0);
        record(b, 0x0203, Buffer.concat([rc, x]));
      } else {
        record(b, 0x0204, Buffer.concat([rc, xlString(v, true)]));
      }
    }
    record(b, 0x000a, Buffer.alloc(0));
    return Buffer.concat(b);
  });
  const globals = [];
  record(globals, 0x0809, bof(0x0005));
  const cp = Buffer.alloc(2);
  cp.writeUInt16LE(1200, 0); // CodePage: UTF-16
  record(globals, 0x0042, cp);
  const head = Buffer.concat(globals).length;
  const boundLen = sheets.reduce((n, s) => n + 4 + 8 + 2 * s.name.length, 0);
  let offset = head + boundLen + 4; // + the globals' EOF
  sheets.forEach((s, i) => {
    const pos = Buffer.alloc(6);
    pos.writeUInt32LE(offset, 0); // visible worksheet
    record(globals, 0x0085, Buffer.concat([pos, xlString(s.name, false)]));
    offset += bodies[i].length;
  });
  record(globals, 0x000a, Buffer.alloc(0));
  return Buffer.concat([...globals, ...bodies]);
}

const SECTOR = 512, END_OF_CHAIN = 0xfffffffe, FAT_SECT = 0xfffffffd, FREE = 0xffffffff;

function dirEntry(name, kind, child, start, size) {
  const e = Buffer.alloc(128);
  Buffer.from(name, "utf16le").copy(e, 0);
  e.writeUInt16LE((name.length + 1) * 2, 64);
  e[66] = kind;
  e[67] = 1; // black
  e.writeUInt32LE(FREE, 68);
  e.writeUInt32LE(FREE, 72);
  e.writeUInt32LE(child, 76);
  e.writeUInt32LE(start, 116);
  e.writeUInt32LE(size, 120);
  return e;
}

/** The sheets as a legacy `.xls`. */
export function xls(sheets) {
  let stream = biff8(sheets);
  if (stream.length < 4096) stream = Buffer.concat([stream, Buffer.alloc(4096 - stream.length)]);
  const size = stream.length;
  const streamSectors = Math.ceil(size / SECTOR);
  const dirSector = streamSectors;
  let fatSectors = 1;
  while (streamSectors + 1 + fatSectors > fatSectors * 128) fatSectors++;
  const fat = [];
  for (let i = 0; i < streamSectors; i++) fat.push(i + 1 === streamSectors ? END_OF_CHAIN : i + 1);
  fat.push(END_OF_CHAIN); // directory
  for (let i = 0; i < fatSectors; i++) fat.push(FAT_SECT);
  while (fat.length < fatSectors * 128) fat.push(FREE);
  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(dirSector, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i < fatSectors ? dirSector + 1 + i : FREE, 76 + 4 * i);
  const body = Buffer.concat([stream, Buffer.alloc(streamSectors * SECTOR - size)]);
  const dir = Buffer.alloc(SECTOR);
  dirEntry("Root Entry", 5, 1, END_OF_CHAIN, 0).copy(dir, 0);
  dirEntry("Workbook", 2, FREE, 0, size).copy(dir, 128);
  for (const k of [2, 3]) dir.fill(0xff, 128 * k + 68, 128 * k + 80); // unused entries: no siblings/children
  const fatBytes = Buffer.alloc(fat.length * 4);
  fat.forEach((v, i) => fatBytes.writeUInt32LE(v, 4 * i));
  return Buffer.concat([header, body, dir, fatBytes]);
}

/** `Iscritti` as the legacy template: title, header on row 3, players, then template rows with only an ID. */
export function iscritti(players, extra = []) {
  const cells = [[0, 0, "Elenco Partecipanti"]];
  ["ID", "Nome", "Cognome", "Nick Forum EG", "Club", "Partecipa Torneo", "Regione"].forEach((h, c) => cells.push([2, c, h]));
  let row = 3;
  for (const [id, first, last, nick, club, region, part = "SI"] of [...players, ...extra]) {
    cells.push([row, 0, id], [row, 1, first], [row, 2, last], [row, 5, part], [row, 6, region]);
    if (nick) cells.push([row, 3, nick]);
    if (club) cells.push([row, 4, club]);
    row++;
  }
  for (let id = 30; id < 35; id++) cells.push([row++, 0, id]);
  return { name: "Iscritti", cells };
}
