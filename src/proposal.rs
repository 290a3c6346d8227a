//! A result proposed from the table on a player's phone (issue 32), and how the director's device checks
//! it. Nothing a player sends changes the tournament: a proposal is a document in the server's proposals
//! database; the director's device reads it, checks it here against the table's code ([`crate::publish`]),
//! shows it on the round page, and only the director's click turns it into the same journal command a
//! typed score is ([`apply`]), which the rules check like any other.
//!
//! What each side enforces:
//! - **the server** ([`proposals_design`], a `validate_doc_update`): only new documents of the proposal's
//!   shape, `_id` = `tournament:round:table:seat` (one proposal per seat: a second or a changed one is a
//!   conflict or refused), the round the director published last, a table and seat that exist; no player
//!   can change or delete one. Players have no right on the tournament's own database at all, and on the
//!   publication's only to read ([`follow_design`]).
//! - **the phone**: a typed code is checked against the table's published verifier before sending.
//! - **the director's device** ([`check`]): the mac made with the code's key (a forged or mistyped code,
//!   another table's or round's code all fail), the round being the current one, the seats and points.

use crate::journal::Event;
use crate::model::{Round, SeatResult};
use crate::publish;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The largest number of seats at a table a proposal may list, and the largest table points.
pub const MAX_SEATS: usize = 16;
pub const MAX_POINTS: u32 = 100_000;

/// One proposal as stored on the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    #[serde(rename = "_id")]
    pub id: String,
    pub tournament: String,
    pub round: u32,
    pub table: u32,
    /// The proposer's seat (1-based): who he is among the table's players.
    pub seat: u32,
    /// Table points, seat by seat.
    pub points: Vec<u32>,
    /// When the phone sent it (ms since 1970, the phone's clock: shown, never trusted for order).
    pub at_ms: i64,
    /// [`publish::mac`] of [`Proposal::canonical`] under the table's key.
    pub mac: String,
}

impl Proposal {
    /// The `_id` a proposal of this seat must have: one per seat and round.
    pub fn id_for(tournament: &str, round: u32, table: u32, seat: u32) -> String {
        format!("{tournament}:{round}:{table}:{seat}")
    }

    /// The text the mac is made over: every field but the mac.
    pub fn canonical(&self) -> String {
        let points: Vec<String> = self.points.iter().map(u32::to_string).collect();
        format!(
            "raduno/proposal|{}|{}|{}|{}|{}|{}|{}",
            self.id,
            self.tournament,
            self.round,
            self.table,
            self.seat,
            points.join(","),
            self.at_ms
        )
    }

    /// A proposal made with the table's code, as the phone makes it (the tests and the CLI make them
    /// the same way).
    pub fn new(
        tournament: &str,
        round: u32,
        table: u32,
        seat: u32,
        points: Vec<u32>,
        at_ms: i64,
        code: &str,
    ) -> Self {
        let mut p = Proposal {
            id: Self::id_for(tournament, round, table, seat),
            tournament: tournament.to_string(),
            round,
            table,
            seat,
            points,
            at_ms,
            mac: String::new(),
        };
        p.mac = publish::mac(
            &publish::key(tournament, round, table, code),
            &p.canonical(),
        );
        p
    }
}

/// Why the director's device sets a proposal aside (shown beside it; it can never be applied).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a proposal's shape (the reader's words).
    Unreadable(String),
    OtherTournament,
    /// Made for a round that is not the current one (an old sheet's code).
    OtherRound(u32),
    NoSuchTable(u32),
    NoSuchSeat(u32),
    /// Its `_id` is not the one its fields give.
    WrongId,
    /// Not one number per seat of the table.
    WrongSeats {
        expected: usize,
        got: usize,
    },
    PointsTooLarge(u32),
    /// The director's device holds no code for this table.
    NoCode,
    /// The mac does not match the table's code: a wrong code, or another table's.
    WrongCode,
}

/// Reads one server document as a proposal, with limits on what it claims.
pub fn read(text: &str) -> Result<Proposal, Refusal> {
    if text.len() > 4096 {
        return Err(Refusal::Unreadable("too long".into()));
    }
    serde_json::from_str(text).map_err(|e| Refusal::Unreadable(e.to_string()))
}

/// Checks a proposal against the current round and the director's codes.
pub fn check(
    p: &Proposal,
    tournament: &str,
    round: &Round,
    codes: &publish::Codes,
) -> Result<(), Refusal> {
    if p.tournament != tournament {
        return Err(Refusal::OtherTournament);
    }
    if p.round != round.number {
        return Err(Refusal::OtherRound(p.round));
    }
    let Some(table) = round.tables.iter().find(|t| t.number == p.table) else {
        return Err(Refusal::NoSuchTable(p.table));
    };
    if p.seat == 0 || p.seat as usize > table.seats.len() {
        return Err(Refusal::NoSuchSeat(p.seat));
    }
    if p.id != Proposal::id_for(&p.tournament, p.round, p.table, p.seat) {
        return Err(Refusal::WrongId);
    }
    if p.points.len() != table.seats.len() {
        return Err(Refusal::WrongSeats {
            expected: table.seats.len(),
            got: p.points.len(),
        });
    }
    if let Some(&x) = p.points.iter().find(|&&x| x > MAX_POINTS) {
        return Err(Refusal::PointsTooLarge(x));
    }
    let code = codes.code(p.round, p.table).ok_or(Refusal::NoCode)?;
    let key = publish::key(tournament, p.round, p.table, code);
    if publish::mac(&key, &p.canonical()) != p.mac {
        return Err(Refusal::WrongCode);
    }
    Ok(())
}

/// What one table's proposals say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableProposals {
    pub table: u32,
    /// The valid proposals, oldest first (by the phone's time).
    pub valid: Vec<Proposal>,
    /// The points two (or more) players of the table proposed alike: "confermato".
    pub confirmed: Option<Vec<u32>>,
}

/// The valid proposals of `round` grouped by table (tables without any left out), each with its
/// "confermato" points when two different seats proposed the same.
pub fn by_table(valid: &[Proposal]) -> Vec<TableProposals> {
    let mut tables: BTreeMap<u32, Vec<Proposal>> = BTreeMap::new();
    for p in valid {
        tables.entry(p.table).or_default().push(p.clone());
    }
    tables
        .into_iter()
        .map(|(table, mut valid)| {
            valid.sort_by_key(|p| (p.at_ms, p.seat));
            let mut seats: BTreeMap<&[u32], Vec<u32>> = BTreeMap::new();
            for p in &valid {
                let s = seats.entry(p.points.as_slice()).or_default();
                if !s.contains(&p.seat) {
                    s.push(p.seat);
                }
            }
            let confirmed = seats
                .into_iter()
                .find(|(_, s)| s.len() >= 2)
                .map(|(points, _)| points.to_vec());
            TableProposals {
                table,
                valid,
                confirmed,
            }
        })
        .collect()
}

/// The journal command applying proposed points: the same a typed score is ([`Event::TableResults`]),
/// checked by the rules when the director's device executes it.
pub fn apply(round: u32, table: u32, points: &[u32]) -> Event {
    Event::TableResults {
        round,
        table,
        results: points
            .iter()
            .map(|&x| Some(SeatResult::points(x)))
            .collect(),
        outcome: None,
    }
}

/// The `validate_doc_update` of the proposals database: `rounds` is each published tournament's
/// current round and its number of tables. Db admins (the director's user) and server admins pass.
pub fn proposals_design(rounds: &BTreeMap<String, (u32, u32)>) -> serde_json::Value {
    let current = serde_json::to_string(rounds).unwrap_or_else(|_| "{}".into());
    let validate = format!(
        r#"function (newDoc, oldDoc, userCtx, secObj) {{
  var roles = (userCtx && userCtx.roles) || [];
  var admins = (secObj && secObj.admins) || {{}};
  if (roles.indexOf('_admin') >= 0 || (admins.names || []).indexOf(userCtx.name) >= 0) return;
  for (var i = 0; i < roles.length; i++) if ((admins.roles || []).indexOf(roles[i]) >= 0) return;
  if (oldDoc || newDoc._deleted) throw({{forbidden: 'raduno: a proposal cannot be changed or deleted'}});
  var CURRENT = {current};
  var allowed = {{_id: 1, _rev: 1, _revisions: 1, tournament: 1, round: 1, table: 1, seat: 1, points: 1, at_ms: 1, mac: 1}};
  for (var k in newDoc) if (!allowed[k]) throw({{forbidden: 'raduno: unknown field ' + k}});
  function whole(x, max) {{ return typeof x === 'number' && x % 1 === 0 && x >= 0 && x <= max; }}
  var now = CURRENT[newDoc.tournament];
  if (!now) throw({{forbidden: 'raduno: no such tournament'}});
  if (newDoc.round !== now[0]) throw({{forbidden: 'raduno: not the current round'}});
  if (!whole(newDoc.table, now[1]) || newDoc.table < 1) throw({{forbidden: 'raduno: no such table'}});
  if (!whole(newDoc.seat, {seats}) || newDoc.seat < 1) throw({{forbidden: 'raduno: no such seat'}});
  if (newDoc._id !== newDoc.tournament + ':' + newDoc.round + ':' + newDoc.table + ':' + newDoc.seat) throw({{forbidden: 'raduno: wrong id'}});
  if (!Array.isArray(newDoc.points) || newDoc.points.length < 1 || newDoc.points.length > {seats}) throw({{forbidden: 'raduno: wrong points'}});
  for (var j = 0; j < newDoc.points.length; j++) if (!whole(newDoc.points[j], {points})) throw({{forbidden: 'raduno: wrong points'}});
  if (!whole(newDoc.at_ms, 9007199254740991)) throw({{forbidden: 'raduno: wrong time'}});
  if (typeof newDoc.mac !== 'string' || !/^[0-9a-f]{{64}}$/.test(newDoc.mac)) throw({{forbidden: 'raduno: wrong mac'}});
}}"#,
        seats = MAX_SEATS,
        points = MAX_POINTS,
    );
    serde_json::json!({ "_id": "_design/raduno", "validate_doc_update": validate })
}

/// The `validate_doc_update` of the publication's database (public read): only its admins write.
pub fn follow_design() -> serde_json::Value {
    let validate = r#"function (newDoc, oldDoc, userCtx, secObj) {
  var roles = (userCtx && userCtx.roles) || [];
  var admins = (secObj && secObj.admins) || {};
  if (roles.indexOf('_admin') >= 0 || (admins.names || []).indexOf(userCtx.name) >= 0) return;
  for (var i = 0; i < roles.length; i++) if ((admins.roles || []).indexOf(roles[i]) >= 0) return;
  throw({forbidden: 'raduno: players only read the publication'});
}"#;
    serde_json::json!({ "_id": "_design/raduno", "validate_doc_update": validate })
}

/// The `_security` of the publication's and the proposals' databases: the director's user is their
/// admin (he writes the publication and the proposals' design document); no members, so anyone reads
/// (and, for proposals, creates what the design document lets through).
pub fn public_security(director: &str) -> serde_json::Value {
    serde_json::json!({
        "admins": { "names": [director], "roles": [] },
        "members": { "names": [], "roles": [] }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Phase, Table};

    fn round(number: u32) -> Round {
        Round::new(
            number,
            Phase::Qualifying,
            0,
            vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])],
        )
    }

    fn codes_for(rounds: &[Round]) -> publish::Codes {
        let mut n = 1u64;
        let mut codes = publish::Codes::default();
        for r in rounds {
            codes.ensure(r, || {
                n = n.wrapping_mul(0x5851_F42D_4C95_7F2D).wrapping_add(11);
                n
            });
        }
        codes
    }

    #[test]
    fn a_proposal_made_with_its_tables_code_passes() {
        let r = round(2);
        let codes = codes_for(std::slice::from_ref(&r));
        let code = codes.code(2, 1).unwrap();
        let p = Proposal::new("t1", 2, 1, 3, vec![70, 50, 30, 10], 5, code);
        assert_eq!(p.id, "t1:2:1:3");
        assert_eq!(check(&p, "t1", &r, &codes), Ok(()));
        // As the server stores it and the director reads it back.
        let text = serde_json::to_string(&p).unwrap();
        assert_eq!(read(&text), Ok(p));
    }

    /// The same proposal the phone's script makes (public/follow.js, checked by tests/e2e/phones.test.mjs).
    #[test]
    fn the_phones_mac_is_this_mac() {
        let p = Proposal::new(
            "t1",
            3,
            2,
            1,
            vec![70, 50, 30, 10],
            1_700_000_000_000,
            "ABCDEFGHJK",
        );
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            r#"{"_id":"t1:3:2:1","tournament":"t1","round":3,"table":2,"seat":1,"points":[70,50,30,10],"at_ms":1700000000000,"mac":"58aae1821781f86e0e7d3fe614577a5caf9fde63adce472964b13ed665981019"}"#
        );
    }

    #[test]
    fn a_wrong_code_another_tables_or_rounds_code_and_a_changed_proposal_fail() {
        let (r1, r2) = (round(1), round(2));
        let codes = codes_for(&[r1.clone(), r2.clone()]);
        let pts = vec![70, 50, 30, 10];
        let wrong = Proposal::new("t1", 2, 1, 1, pts.clone(), 5, "AAAAAAAAAA");
        assert_eq!(check(&wrong, "t1", &r2, &codes), Err(Refusal::WrongCode));
        let other_table = Proposal::new("t1", 2, 1, 1, pts.clone(), 5, codes.code(2, 2).unwrap());
        assert_eq!(
            check(&other_table, "t1", &r2, &codes),
            Err(Refusal::WrongCode)
        );
        // Round 1's code for table 1, sent as round 2's.
        let old_code = Proposal::new("t1", 2, 1, 1, pts.clone(), 5, codes.code(1, 1).unwrap());
        assert_eq!(check(&old_code, "t1", &r2, &codes), Err(Refusal::WrongCode));
        // Round 1's proposal, right code, once round 2 is the current one.
        let old_round = Proposal::new("t1", 1, 1, 1, pts.clone(), 5, codes.code(1, 1).unwrap());
        assert_eq!(
            check(&old_round, "t1", &r2, &codes),
            Err(Refusal::OtherRound(1))
        );
        // A proposal changed after it was made (other points, same mac).
        let mut changed = Proposal::new("t1", 2, 1, 1, pts.clone(), 5, codes.code(2, 1).unwrap());
        changed.points[0] = 90;
        assert_eq!(check(&changed, "t1", &r2, &codes), Err(Refusal::WrongCode));
        let mut moved = Proposal::new("t1", 2, 1, 1, pts.clone(), 5, codes.code(2, 1).unwrap());
        moved.id = "t1:2:1:2".into();
        assert_eq!(check(&moved, "t1", &r2, &codes), Err(Refusal::WrongId));
        let short = Proposal::new("t1", 2, 1, 1, vec![1, 2], 5, codes.code(2, 1).unwrap());
        assert_eq!(
            check(&short, "t1", &r2, &codes),
            Err(Refusal::WrongSeats {
                expected: 4,
                got: 2
            })
        );
        let seat = Proposal::new("t1", 2, 1, 5, pts.clone(), 5, codes.code(2, 1).unwrap());
        assert_eq!(check(&seat, "t1", &r2, &codes), Err(Refusal::NoSuchSeat(5)));
        let table = Proposal::new("t1", 2, 9, 1, pts, 5, "AAAAAAAAAA");
        assert_eq!(
            check(&table, "t1", &r2, &codes),
            Err(Refusal::NoSuchTable(9))
        );
        assert!(matches!(read("{\"_id\":1}"), Err(Refusal::Unreadable(_))));
        assert!(matches!(
            read(&"[".repeat(5000)),
            Err(Refusal::Unreadable(_))
        ));
    }

    #[test]
    fn two_seats_proposing_alike_confirm_two_different_are_both_shown() {
        let r = round(1);
        let codes = codes_for(std::slice::from_ref(&r));
        let c1 = codes.code(1, 1).unwrap();
        let a = Proposal::new("t1", 1, 1, 1, vec![70, 50, 30, 10], 3, c1);
        let b = Proposal::new("t1", 1, 1, 2, vec![70, 50, 30, 11], 2, c1);
        let shown = by_table(&[a.clone(), b.clone()]);
        assert_eq!(shown.len(), 1);
        assert_eq!(
            shown[0].valid,
            vec![b.clone(), a.clone()],
            "both, oldest first"
        );
        assert_eq!(shown[0].confirmed, None);
        let c = Proposal::new("t1", 1, 1, 4, vec![70, 50, 30, 10], 4, c1);
        let shown = by_table(&[a, b, c]);
        assert_eq!(shown[0].confirmed, Some(vec![70, 50, 30, 10]));
    }

    #[test]
    fn applying_is_the_typed_scores_command() {
        assert_eq!(
            apply(2, 3, &[5, 7]),
            Event::TableResults {
                round: 2,
                table: 3,
                results: vec![Some(SeatResult::points(5)), Some(SeatResult::points(7))],
                outcome: None,
            }
        );
    }

    #[test]
    fn the_design_documents_name_the_current_round() {
        let mut rounds = BTreeMap::new();
        rounds.insert("t1".to_string(), (3, 12));
        let d = proposals_design(&rounds);
        let f = d["validate_doc_update"].as_str().unwrap();
        assert!(f.contains(r#"var CURRENT = {"t1":[3,12]};"#), "{f}");
        assert!(follow_design()["validate_doc_update"]
            .as_str()
            .unwrap()
            .contains("forbidden"));
    }
}
