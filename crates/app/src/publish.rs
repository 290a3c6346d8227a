//! What players may see on their phones: the current round's tables with the players' names,
//! the round's clock and the standings, as one small JSON document the director's device writes to the
//! club's server, read by the follow page (`public/follow.html`) with read-only rights. The page needs no
//! engine: everything it shows is computed here, natively tested.
//!
//! Each *seat* of each table of a round has its own code ([`Codes`]), made from the round's secret
//! ([`raduno_engine::model::Round::seat_secret`], drawn with the round and carried by the journal's entry of the
//! draw, never published): every director device of the tournament gives the same codes, so a second
//! device publishes the same verifiers and locks and the printed sheets keep working. A
//! round drawn before the secret existed keeps the device's own random codes (its local state). The
//! score sheet's QR code on a player's own line carries the code to that player only, so a code claims
//! one seat: a player cannot propose as his neighbour, and "confermato" takes two seats' codes. From the
//! code, the tournament's key, the round, the table and the seat:
//!
//! - `key = SHA-256("raduno/key|" + tournament + "|" + round + "|" + table + "|" + seat + "|" + CODE)`;
//! - `verifier = SHA-256("raduno/verifier|" + key)`, in the publication: the phone tells a mistyped or
//!   another seat's code before sending anything;
//! - `proof = SHA-256("raduno/proof|" + key)`, in the proposal, and `lock = SHA-256("raduno/lock|" +
//!   proof)`, in the server's `validate_doc_update` ([`crate::replica::designs::proposals_design`]): the server
//!   itself refuses a proposal for a seat whose code the sender does not hold (a proof shows only once
//!   that seat's one proposal is stored, and opens no other seat);
//! - `mac = HMAC-SHA-256(key, proposal's canonical text)`, in the proposal: the director's device checks
//!   it with its own codes ([`crate::proposal::check`]), whatever the server let through.
//!
//! All hex. A code of another seat, table or round gives another key: nothing of it matches.

use hmac::{Hmac, Mac};
use raduno_engine::format::{self, Standings};
use raduno_engine::model::search::fold_latin;
use raduno_engine::model::{Phase, PlayerId, Round, Tournament};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

/// The letters a code is made of: no 0/O, 1/I/L, so a code read off paper is typed right.
pub const CODE_ALPHABET: &[u8; 32] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789Z";
/// Letters in a code: 10 of 31 distinct letters, about 49 bits (a verifier is public: guessing a code
/// from it takes ~2^48 hashes for one table of one round, and a proposal still waits for the director).
pub const CODE_LEN: usize = 10;

/// The seats' codes of the rounds published so far: round → table → one code per seat. The director
/// device's secret (local storage), never published.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Codes {
    pub seats: BTreeMap<u32, BTreeMap<u32, Vec<String>>>,
}

impl Codes {
    /// Gives every seat of every table of `round` a code: the round's own when it has a secret (the same
    /// on every device), else a random one kept once made (a published code never changes while the
    /// round stands); `random` is the device's crypto source.
    pub fn ensure(&mut self, round: &Round, mut random: impl FnMut() -> u64) {
        let tables = self.seats.entry(round.number).or_default();
        if let Some(secret) = &round.seat_secret {
            for t in &round.tables {
                let secret = t.seat_secret.as_ref().unwrap_or(secret);
                let codes = (1..=t.seats.len() as u32)
                    .map(|seat| seat_code(secret, round.number, t.number, seat))
                    .collect();
                tables.insert(t.number, codes);
            }
            return;
        }
        for t in &round.tables {
            let codes = tables.entry(t.number).or_default();
            while codes.len() < t.seats.len() {
                codes.push(new_code(&mut random));
            }
        }
    }

    /// Seat `seat`'s code (1-based) at table `table` of round `round`.
    pub fn code(&self, round: u32, table: u32, seat: u32) -> Option<&str> {
        let codes = self.seats.get(&round)?.get(&table)?;
        codes
            .get((seat as usize).checked_sub(1)?)
            .map(String::as_str)
    }
}

/// A new random code of [`CODE_LEN`] letters of [`CODE_ALPHABET`] (31 distinct; 5 bits per draw, the
/// doubled `Z` only makes `Z` twice as likely, never a letter outside it).
pub fn new_code(random: &mut impl FnMut() -> u64) -> String {
    let mut out = String::with_capacity(CODE_LEN);
    let mut bits = 0u64;
    let mut left = 0;
    while out.len() < CODE_LEN {
        if left < 5 {
            bits = random();
            left = 64;
        }
        out.push(CODE_ALPHABET[(bits & 31) as usize] as char);
        bits >>= 5;
        left -= 5;
    }
    out
}

/// Hex digits in a round's seat secret (256 bits).
pub use raduno_engine::model::{valid_seat_secret as valid_secret, SEAT_SECRET_LEN as SECRET_LEN};

/// A new round secret from the device's crypto source: [`SECRET_LEN`] lower-case hex digits.
pub fn new_secret(mut random: impl FnMut() -> u64) -> String {
    (0..SECRET_LEN / 16)
        .map(|_| format!("{:016x}", random()))
        .collect()
}

/// Seat `seat`'s code at table `table` of round `round`, made from the round's secret:
/// `HMAC-SHA-256(secret, "raduno/seat|" + round + "|" + table + "|" + seat)`, five bits at a time
/// through [`CODE_ALPHABET`]. Whoever holds the journal gives the same code; the publication shows
/// nothing of it.
pub fn seat_code(secret: &str, round: u32, table: u32, seat: u32) -> String {
    let Ok(mut m) = Hmac::<Sha256>::new_from_slice(secret.as_bytes()) else {
        return String::new();
    };
    m.update(format!("raduno/seat|{round}|{table}|{seat}").as_bytes());
    let bytes = m.finalize().into_bytes();
    let mut words = bytes
        .chunks(8)
        .map(|c| c.iter().fold(0u64, |acc, b| (acc << 8) | u64::from(*b)));
    new_code(&mut || words.next().unwrap_or(0))
}

/// A code as typed: upper case, spaces and dashes dropped ("abcd-efgh jk" → "ABCDEFGHJK").
pub fn normalise_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn sha256_hex(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

/// The key a code gives for one seat of one table of one round of one tournament (hex).
pub fn key(tournament: &str, round: u32, table: u32, seat: u32, code: &str) -> String {
    sha256_hex(&format!(
        "raduno/key|{tournament}|{round}|{table}|{seat}|{}",
        normalise_code(code)
    ))
}

/// What the publication carries for a seat: whoever holds the right code finds this from it.
pub fn verifier(key: &str) -> String {
    sha256_hex(&format!("raduno/verifier|{key}"))
}

/// What a proposal carries to show the server it was made with the seat's code.
pub fn proof(key: &str) -> String {
    sha256_hex(&format!("raduno/proof|{key}"))
}

/// What the server's `validate_doc_update` holds for a seat: the hash of that seat's [`proof`].
pub fn lock(proof: &str) -> String {
    sha256_hex(&format!("raduno/lock|{proof}"))
}

/// The locks of every seat of round `round`, table by table (the proposals' design document).
pub fn locks(tournament: &str, round: &Round, codes: &Codes) -> BTreeMap<u32, Vec<String>> {
    round
        .tables
        .iter()
        .map(|t| {
            let seats = (1..=t.seats.len() as u32)
                .filter_map(|seat| {
                    let code = codes.code(round.number, t.number, seat)?;
                    Some(lock(&proof(&key(
                        tournament,
                        round.number,
                        t.number,
                        seat,
                        code,
                    ))))
                })
                .collect();
            (t.number, seats)
        })
        .collect()
}

/// HMAC-SHA-256 of `text` under `key` (hex).
pub fn mac(key: &str, text: &str) -> String {
    // HMAC takes a key of any length.
    let Ok(mut m) = Hmac::<Sha256>::new_from_slice(key.as_bytes()) else {
        return String::new();
    };
    m.update(text.as_bytes());
    hex(&m.finalize().into_bytes())
}

/// The round clock as the director's projector runs it: the round's length and how much of it has run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ClockState {
    /// When it was last started (ms since 1970), while running.
    pub started_ms: Option<f64>,
    /// Time already run before the last start, in ms.
    pub run_ms: f64,
}

/// The document players read: everything the follow page shows, nothing it must compute.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Publication {
    /// The tournament's key on the server.
    pub tournament: String,
    pub name: String,
    /// When the director's device wrote it (ms since 1970).
    pub at_ms: i64,
    /// Othello: seat 1 is Black, seat 2 White (else seats are numbered).
    pub colours: bool,
    /// The current round (the last drawn), if any.
    pub round: Option<PublishedRound>,
    /// The round's length in minutes, when the club set one.
    pub minutes: Option<u32>,
    pub clock: Option<ClockState>,
    /// What a table's result holds besides the points: what the phone's form asks.
    #[serde(default)]
    pub shape: Shape,
    /// Every player named in the round or the standings, by ID.
    pub players: BTreeMap<PlayerId, PublishedPlayer>,
    pub standings: PublishedStandings,
}

/// What the format's result of a table holds besides each seat's points ([`format::Entry`]): the
/// phone's form asks the same as the round page's table card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shape {
    /// The RisiKo! flag: objective completed.
    pub risiko: bool,
    /// Elimination order (1 = eliminated last).
    pub eliminated: bool,
    /// Points outside objective and play order (Master's tie-breaks).
    pub outside: bool,
    /// How a head-to-head game ended, and who won it.
    pub outcome: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedPlayer {
    pub name: String,
    /// First name, last name and nickname, folded as the projector's search folds them
    /// ([`fold_latin`]), so the page finds "nicolo" in Nicolò without the engine.
    pub search: [String; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedRound {
    pub number: u32,
    pub phase: Phase,
    pub tables: Vec<PublishedTable>,
    /// Who sits out the round.
    pub byes: Vec<PlayerId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedTable {
    pub number: u32,
    /// The players, seat by seat.
    pub seats: Vec<PlayerId>,
    /// Every seat has its result.
    pub done: bool,
    /// [`verifier`] of each seat's code; none when the round has no codes (no server for proposals).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub verifiers: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedStandings {
    /// After this round (0: none played yet).
    pub upto: u32,
    pub rows: Vec<PublishedRow>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedRow {
    pub pos: u32,
    pub player: PlayerId,
    /// The total as the standings page shows it (exact decimals).
    pub total: String,
    pub wins: u32,
    pub withdrawn: bool,
}

/// The publication of `t` as it stands: the last round drawn, its seats' codes' verifiers (when
/// `codes` has that round), the clock and the current standings.
pub fn publish(
    t: &Tournament,
    tournament: &str,
    codes: &Codes,
    clock: Option<ClockState>,
    at_ms: i64,
) -> Publication {
    let standings = format::current_standings(t);
    let round = t.rounds.last().map(|r| PublishedRound {
        number: r.number,
        phase: r.phase,
        tables: r
            .tables
            .iter()
            .map(|tab| PublishedTable {
                number: tab.number,
                seats: tab.players().collect(),
                done: tab.is_complete(),
                verifiers: (1..=tab.seats.len() as u32)
                    .map_while(|seat| {
                        let c = codes.code(r.number, tab.number, seat)?;
                        Some(verifier(&key(tournament, r.number, tab.number, seat, c)))
                    })
                    .collect(),
            })
            .collect(),
        byes: r.byes.clone(),
    });
    let mut players = BTreeMap::new();
    let mut name = |id: PlayerId| {
        players.entry(id).or_insert_with(|| match t.player(id) {
            Some(p) => PublishedPlayer {
                name: p.full_name(),
                search: [
                    fold_latin(&p.first_name),
                    fold_latin(&p.last_name),
                    fold_latin(&p.nick),
                ],
            },
            None => PublishedPlayer {
                name: format!("#{id}"),
                search: Default::default(),
            },
        });
    };
    if let Some(r) = t.rounds.last() {
        r.players()
            .chain(r.byes.iter().copied())
            .for_each(&mut name);
    }
    standings.rows.iter().for_each(|row| name(row.player));
    let entry = format::def(t).entry();
    Publication {
        tournament: tournament.to_string(),
        name: t.settings.name.clone(),
        at_ms,
        colours: entry.colours,
        round,
        minutes: t.settings.round_minutes,
        clock,
        shape: Shape {
            risiko: entry.risiko,
            eliminated: entry.eliminated,
            outside: entry.outside_objective,
            outcome: entry.outcome,
        },
        players,
        standings: rows(&standings, format::last_played_round(t)),
    }
}

fn rows(s: &Standings, upto: u32) -> PublishedStandings {
    PublishedStandings {
        upto,
        rows: s
            .rows
            .iter()
            .map(|r| PublishedRow {
                pos: r.pos,
                player: r.player,
                total: r.total.to_decimal(s.decimals),
                wins: r.wins,
                withdrawn: r.withdrawn,
            })
            .collect(),
    }
}

/// The publication's database beside the tournament's (`…/raduno` → `…/raduno_follow`): public read,
/// written only by its admins ([`crate::replica::designs::follow_design`]).
pub fn follow_db(db: &str) -> String {
    format!("{}_follow", db.trim_end_matches('/'))
}

/// The proposals' database beside the tournament's (`…/raduno` → `…/raduno_proposals`): anyone creates
/// what its design document lets through ([`crate::replica::designs::proposals_design`]).
pub fn proposals_db(db: &str) -> String {
    format!("{}_proposals", db.trim_end_matches('/'))
}

/// A value percent-encoded for the page's address (every byte but `A–Z a–z 0–9 - . _ ~`).
fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The follow page's address for the players of tournament `key` on database `db` (the tournament's;
/// the page reads [`follow_db`] and writes to [`proposals_db`], both named from it), `page` being the
/// folder the app is served from; with a seat, its round, table, seat and code (the QR code on that
/// player's line of the score sheet). Everything after `#` stays on the phone: no server sees the code
/// in a request line.
pub fn follow_link(page: &str, db: &str, key: &str, seat: Option<(u32, u32, u32, &str)>) -> String {
    let mut link = format!(
        "{page}follow.html#d={}&t={}",
        encode(db.trim_end_matches('/')),
        encode(key)
    );
    if let Some((round, table, seat, code)) = seat {
        link.push_str(&format!("&r={round}&k={table}&s={seat}&c={}", encode(code)));
    }
    link
}

#[cfg(test)]
mod tests {
    use super::*;
    use raduno_engine::journal::{Event, Journal};
    use raduno_engine::model::{Player, SeatResult, Settings};

    /// The vectors the follow page's script is checked against (tests/e2e/phones.test.mjs), made by
    /// Python's hashlib: the same code gives the same key, verifier, proof and lock in Rust, in the
    /// phone's JavaScript and in the server's validate_doc_update.
    #[test]
    fn key_verifier_proof_and_lock_are_fixed_functions_of_the_code() {
        let k = key("t1", 3, 2, 1, "abcd-efgh jk");
        assert_eq!(k, key("t1", 3, 2, 1, "ABCDEFGHJK"));
        assert_eq!(
            k,
            "3ecd2d0d1e096ecdc1860ade5d2713d9ac7ee00fb37ac82fd10c39f084e591de"
        );
        assert_eq!(
            verifier(&k),
            "8d430f9899cf96eb01c2ee08da3375b344e66ec2951999c8ca43b9a30aa9ca46"
        );
        assert_eq!(
            proof(&k),
            "03002f6456ee9b53b49f65f1bb707e9b5c991e5ad9c53f92b2f95952af03669f"
        );
        assert_eq!(
            lock(&proof(&k)),
            "2198dc288ed64ad94948f3aa47f0533a98da97f8e45518818c18864f92d19be5"
        );
        assert_ne!(k, key("t1", 3, 2, 2, "ABCDEFGHJK"), "another seat");
        assert_ne!(k, key("t1", 3, 1, 1, "ABCDEFGHJK"), "another table");
        assert_ne!(k, key("t1", 2, 2, 1, "ABCDEFGHJK"), "another round");
        assert_ne!(k, key("t2", 3, 2, 1, "ABCDEFGHJK"), "another tournament");
        assert_eq!(mac(&k, "x").len(), 64);
        assert_ne!(mac(&k, "x"), mac(&k, "y"));
    }

    #[test]
    fn the_follow_link_names_the_database_and_the_seat() {
        let l = follow_link(
            "http://10.0.0.2:8080/raduno/",
            "http://10.0.0.2:5984/club/",
            "0a1b2c3d:1@17",
            Some((3, 12, 2, "ABCDEFGHJK")),
        );
        assert_eq!(
            l,
            "http://10.0.0.2:8080/raduno/follow.html#d=http%3A%2F%2F10.0.0.2%3A5984%2Fclub\
             &t=0a1b2c3d%3A1%4017&r=3&k=12&s=2&c=ABCDEFGHJK"
        );
        assert_eq!(follow_db("http://h/club/"), "http://h/club_follow");
        assert_eq!(proposals_db("http://h/club"), "http://h/club_proposals");
    }

    /// The follow page has no engine, so it carries its words itself (`key: ["Italiano", "English"]`,
    /// in follow.js and follow-propose.js): the same as the catalogue's `phones-follow-*` messages, word
    /// for word, in both languages, and every one of those on the page.
    #[test]
    fn the_follow_pages_words_are_the_catalogues() {
        let mut n = 0;
        let ftl = [
            include_str!("../../../locales/it/phones.ftl"),
            include_str!("../../../locales/en/phones.ftl"),
        ];
        for script in [
            include_str!("../../../public/follow.js"),
            include_str!("../../../public/follow-propose.js"),
        ] {
            let words = &script[script.find("var WORDS = {").unwrap()..];
            let words = &words[..words.find("};").unwrap()];
            for line in words.lines().filter(|l| l.contains(": [\"")) {
                let (key, texts) = line.trim().split_once(": [").unwrap();
                let texts: Vec<String> =
                    serde_json::from_str(&format!("[{}", texts.trim_end_matches(','))).unwrap();
                let id: String = key
                    .chars()
                    .flat_map(|c| {
                        if c.is_ascii_uppercase() {
                            vec!['-', c.to_ascii_lowercase()]
                        } else {
                            vec![c]
                        }
                    })
                    .collect();
                for (ftl, text) in ftl.iter().zip(&texts) {
                    let line = format!("phones-follow-{id} = {text}\n");
                    assert!(ftl.contains(&line), "{line:?} not in the catalogue");
                }
                n += 1;
            }
        }
        for ftl in ftl {
            let in_ftl = ftl
                .lines()
                .filter(|l| l.starts_with("phones-follow-"))
                .count();
            // `phones-follow-on-your-phone` is the director's, not the page's.
            assert_eq!(n + 1, in_ftl, "every page word in the catalogue and back");
        }
    }

    #[test]
    fn codes_are_random_letters_of_the_alphabet_kept_once_made() {
        let mut n = 0u64;
        let mut random = || {
            n = n
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            n
        };
        let round = Round::new(
            1,
            Phase::Qualifying,
            0,
            vec![
                raduno_engine::model::Table::new(1, &[1, 2]),
                raduno_engine::model::Table::new(2, &[3, 4]),
            ],
        );
        let mut codes = Codes::default();
        codes.ensure(&round, &mut random);
        let a = codes.code(1, 1, 1).unwrap().to_string();
        let b = codes.code(1, 1, 2).unwrap().to_string();
        let c = codes.code(1, 2, 1).unwrap().to_string();
        assert_eq!(a.len(), CODE_LEN);
        assert!(a.bytes().all(|c| CODE_ALPHABET.contains(&c)));
        assert!(a != b && a != c && b != c, "one code per seat");
        codes.ensure(&round, &mut random);
        assert_eq!(codes.code(1, 1, 1), Some(a.as_str()), "a made code stays");
        assert_eq!(codes.code(2, 1, 1), None);
        assert_eq!(codes.code(1, 1, 3), None);
        assert_eq!(codes.code(1, 1, 0), None);
    }

    #[test]
    fn a_rounds_secret_gives_every_device_the_same_codes() {
        let secret = "0123456789abcdef".repeat(4);
        assert!(valid_secret(&secret));
        assert!(!valid_secret(&secret.to_uppercase()));
        assert!(!valid_secret(&secret[1..]));
        assert!(!valid_secret(&format!("{}g", &secret[1..])));
        let mut round = Round::new(
            2,
            Phase::Qualifying,
            0,
            vec![
                raduno_engine::model::Table::new(1, &[1, 2, 3]),
                raduno_engine::model::Table::new(2, &[4, 5, 6]),
            ],
        );
        round.seat_secret = Some(secret.clone());
        // Two devices, one with old random codes of its own for that round: the same codes on both.
        let mut first = Codes::default();
        first.ensure(&round, || 7);
        let mut second = Codes::default();
        second
            .seats
            .entry(2)
            .or_default()
            .insert(1, vec!["AAAAAAAAAA".into()]);
        second.ensure(&round, || {
            unreachable!("no random code for a round with a secret")
        });
        assert_eq!(first, second);
        let a = first.code(2, 1, 1).unwrap();
        assert_eq!(a, seat_code(&secret, 2, 1, 1));
        assert_eq!(a.len(), CODE_LEN);
        assert!(a.bytes().all(|c| CODE_ALPHABET.contains(&c)));
        let all: std::collections::BTreeSet<_> = [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2), (2, 3)]
            .iter()
            .map(|&(t, s)| first.code(2, t, s).unwrap().to_string())
            .collect();
        assert_eq!(all.len(), 6, "one code per seat");
        assert_ne!(seat_code(&secret, 3, 1, 1), a, "another round");
        assert_ne!(seat_code(&"f".repeat(64), 2, 1, 1), a, "another secret");
        let made = new_secret(|| 0xABCD);
        assert!(valid_secret(&made), "{made}");
    }

    fn tournament() -> Journal {
        let mut settings =
            Settings::new("Torneo di prova", raduno_engine::format::FormatKind::Open);
        settings.round_minutes = Some(90);
        let mut j = Journal::new(settings, 0);
        for (id, first, last) in [
            (1, "Nicolò", "Dell'Acqua"),
            (2, "Anna", "Bianchi"),
            (3, "Łukasz", "Żółkiewski"),
            (4, "Marta", "Verdi"),
        ] {
            let player = Player::new(id, first, last);
            j.execute(Event::PlayerAdded { player }, 0).unwrap();
        }
        j
    }

    #[test]
    fn the_publication_carries_tables_names_search_keys_verifiers_and_standings() {
        let mut j = tournament();
        let round = Round::new(
            1,
            Phase::Qualifying,
            7,
            vec![raduno_engine::model::Table::new(1, &[1, 2, 3, 4])],
        );
        j.execute(
            Event::RoundDrawn {
                round: round.clone(),
                conflicts: vec![],
            },
            0,
        )
        .unwrap();
        let mut codes = Codes::default();
        let mut n = 5u64;
        codes.ensure(&round, || {
            n = n.wrapping_add(0x9E37_79B9_7F4A_7C15);
            n
        });
        let p = publish(j.state(), "t1", &codes, None, 1000);
        assert_eq!(p.name, "Torneo di prova");
        assert_eq!(p.minutes, Some(90));
        let r = p.round.as_ref().unwrap();
        assert_eq!(r.tables[0].seats, vec![1, 2, 3, 4]);
        assert!(!r.tables[0].done);
        assert_eq!(r.tables[0].verifiers.len(), 4, "one verifier per seat");
        let code = codes.code(1, 1, 3).unwrap();
        assert_eq!(
            r.tables[0].verifiers[2],
            verifier(&key("t1", 1, 1, 3, code))
        );
        let locks = locks("t1", &round, &codes);
        assert_eq!(locks[&1][2], lock(&proof(&key("t1", 1, 1, 3, code))));
        // Open: the RisiKo! flag besides the points, as its table card asks.
        let entry = format::def(j.state()).entry();
        assert_eq!(
            p.shape,
            Shape {
                risiko: entry.risiko,
                eliminated: entry.eliminated,
                outside: entry.outside_objective,
                outcome: entry.outcome,
            }
        );
        assert!(p.shape.risiko);
        assert_eq!(p.players[&1].name, "Nicolò Dell'Acqua");
        assert_eq!(p.players[&3].search[1], "zolkiewski");
        let text = serde_json::to_string(&p).unwrap();
        for seat in 1..=4 {
            let code = codes.code(1, 1, seat).unwrap();
            assert!(!text.contains(code), "the code itself is never published");
        }
        assert!(p.standings.rows.is_empty() || p.standings.upto == 0);

        // A result: the standings follow.
        let results = [70, 50, 30, 10]
            .iter()
            .map(|&x| Some(SeatResult::points(x)))
            .collect();
        j.execute(
            Event::TableResults {
                round: 1,
                table: 1,
                results,
                outcome: None,
            },
            0,
        )
        .unwrap();
        let p = publish(j.state(), "t1", &codes, None, 2000);
        assert_eq!(p.standings.upto, 1);
        assert_eq!(p.standings.rows[0].player, 1);
        assert_eq!(p.standings.rows[0].pos, 1);
        assert!(p.round.unwrap().tables[0].done);
    }
}
