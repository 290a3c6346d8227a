//! A result proposed from the table on a player's phone, and how the director's device checks
//! it. Nothing a player sends changes the tournament: a proposal is a document in the server's proposals
//! database; the director's device reads it, checks it here against the seat's code ([`crate::publish`]),
//! shows it on the round page, and only the director's click turns it into the same journal command a
//! typed score is ([`apply`]), which the rules check like any other.
//!
//! A proposal carries what the format's result of a table holds ([`crate::publish::Shape`]): each seat's
//! points and, where the format has them, the RisiKo! flag, the elimination order, the points outside
//! objective and the play order, and a head-to-head game's outcome.
//!
//! What each side enforces:
//! - **the server** ([`crate::replica::designs::proposals_design`], a `validate_doc_update`): only new documents of the proposal's
//!   shape, `_id` = `tournament:round:table:seat` (one proposal per seat: a second or a changed one is a
//!   conflict or refused), the round the director published last, a table and seat that exist, and the
//!   seat's [`publish::proof`] matching the seat's lock: a code claims its own seat only. No player can
//!   change or delete a proposal. Players have no right on the tournament's own database at all, and on
//!   the publication's only to read ([`crate::replica::designs::follow_design`]).
//! - **the phone**: a code is checked against the seat's published verifier before sending.
//! - **the director's device** ([`check`]): the proof and the mac made with the seat's code (a forged
//!   or mistyped code, another seat's, table's or round's code all fail), the round being the current
//!   one, the seats' number and limits.

use crate::publish;
use raduno_engine::journal::Event;
use raduno_engine::model::{OutcomeKind, Round, SeatResult, TableOutcome};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The largest number of seats at a table a proposal may list, and the largest table points.
pub const MAX_SEATS: usize = 16;
pub const MAX_POINTS: u32 = 100_000;

/// One seat's result as proposed: what the table card asks of that seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SeatEntry {
    /// Table points (for Othello: discs).
    pub points: u32,
    /// RisiKo!: objective completed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub risiko: bool,
    /// Elimination order (1 = eliminated last).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eliminated: Option<u8>,
    /// Points outside objective.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outside: Option<u32>,
    /// Play order (1 = first to play).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<u8>,
}

impl SeatEntry {
    fn canonical(&self) -> String {
        let opt = |x: Option<u32>| x.map(|v| v.to_string()).unwrap_or_default();
        format!(
            "{},{},{},{},{}",
            self.points,
            u8::from(self.risiko),
            opt(self.eliminated.map(u32::from)),
            opt(self.outside),
            opt(self.order.map(u32::from))
        )
    }
}

/// The outcomes' names as the proposal and the server's check spell them (serde's).
pub const OUTCOMES: [&str; 6] = [
    "WorldConquest",
    "RisikoEliminatesOther",
    "RisikoEliminatesDummy",
    "Risiko",
    "Points",
    "Abandon",
];

fn outcome_name(k: OutcomeKind) -> &'static str {
    match k {
        OutcomeKind::WorldConquest => OUTCOMES[0],
        OutcomeKind::RisikoEliminatesOther => OUTCOMES[1],
        OutcomeKind::RisikoEliminatesDummy => OUTCOMES[2],
        OutcomeKind::Risiko => OUTCOMES[3],
        OutcomeKind::Points => OUTCOMES[4],
        OutcomeKind::Abandon => OUTCOMES[5],
    }
}

/// One proposal as stored on the server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    #[serde(rename = "_id")]
    pub id: String,
    pub tournament: String,
    pub round: u32,
    pub table: u32,
    /// The proposer's seat (1-based): the seat whose code made it.
    pub seat: u32,
    /// The table's result, seat by seat.
    pub seats: Vec<SeatEntry>,
    /// A head-to-head game's outcome (its `seat` 0-based, as the journal has it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<TableOutcome>,
    /// When the phone sent it (ms since 1970, the phone's clock: shown, never trusted for order).
    pub at_ms: i64,
    /// [`publish::proof`] of the seat's key: the server checks it against the seat's lock.
    pub proof: String,
    /// [`publish::mac`] of [`Proposal::canonical`] under the seat's key.
    pub mac: String,
}

impl Proposal {
    /// The `_id` a proposal of this seat must have: one per seat and round.
    pub fn id_for(tournament: &str, round: u32, table: u32, seat: u32) -> String {
        format!("{tournament}:{round}:{table}:{seat}")
    }

    /// The text the mac is made over: every field but the mac.
    pub fn canonical(&self) -> String {
        let seats: Vec<String> = self.seats.iter().map(SeatEntry::canonical).collect();
        let outcome = self
            .outcome
            .map(|o| format!("{}:{}", outcome_name(o.kind), o.seat))
            .unwrap_or_default();
        format!(
            "raduno/proposal|{}|{}|{}|{}|{}|{}|{}|{}|{}",
            self.id,
            self.tournament,
            self.round,
            self.table,
            self.seat,
            seats.join(";"),
            outcome,
            self.at_ms,
            self.proof
        )
    }

    /// A proposal made with the seat's code, as the phone makes it (the tests make them the same way).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        tournament: &str,
        round: u32,
        table: u32,
        seat: u32,
        seats: Vec<SeatEntry>,
        outcome: Option<TableOutcome>,
        at_ms: i64,
        code: &str,
    ) -> Self {
        let key = publish::key(tournament, round, table, seat, code);
        let mut p = Proposal {
            id: Self::id_for(tournament, round, table, seat),
            tournament: tournament.to_string(),
            round,
            table,
            seat,
            seats,
            outcome,
            at_ms,
            proof: publish::proof(&key),
            mac: String::new(),
        };
        p.mac = publish::mac(&key, &p.canonical());
        p
    }

    /// The points seat by seat (what the round page shows first).
    pub fn points(&self) -> Vec<u32> {
        self.seats.iter().map(|s| s.points).collect()
    }

    /// The same result as `other` (what two seats must agree on to confirm it).
    pub fn same_result(&self, other: &Proposal) -> bool {
        self.seats == other.seats && self.outcome == other.outcome
    }
}

/// Points only, seat by seat (a format with no more to a table's result).
pub fn points(points: &[u32]) -> Vec<SeatEntry> {
    points
        .iter()
        .map(|&points| SeatEntry {
            points,
            ..Default::default()
        })
        .collect()
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
    /// An elimination or play order past the table's seats, or an outcome's seat.
    BadOrder(u32),
    /// The director's device holds no code for this seat.
    NoCode,
    /// The proof or the mac does not match the seat's code: a wrong code, or another seat's.
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
    let n = table.seats.len();
    if p.seat == 0 || p.seat as usize > n {
        return Err(Refusal::NoSuchSeat(p.seat));
    }
    if p.id != Proposal::id_for(&p.tournament, p.round, p.table, p.seat) {
        return Err(Refusal::WrongId);
    }
    if p.seats.len() != n {
        return Err(Refusal::WrongSeats {
            expected: n,
            got: p.seats.len(),
        });
    }
    for s in &p.seats {
        if let Some(x) = [Some(s.points), s.outside]
            .into_iter()
            .flatten()
            .find(|&x| x > MAX_POINTS)
        {
            return Err(Refusal::PointsTooLarge(x));
        }
        if let Some(x) = [s.eliminated, s.order]
            .into_iter()
            .flatten()
            .find(|&x| x == 0 || x as usize > n)
        {
            return Err(Refusal::BadOrder(x.into()));
        }
    }
    if let Some(o) = p.outcome.filter(|o| o.seat as usize >= n) {
        return Err(Refusal::BadOrder(o.seat.into()));
    }
    let code = codes
        .code(p.round, p.table, p.seat)
        .ok_or(Refusal::NoCode)?;
    let key = publish::key(tournament, p.round, p.table, p.seat, code);
    if publish::proof(&key) != p.proof || publish::mac(&key, &p.canonical()) != p.mac {
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
    /// The result two (or more) seats of the table proposed alike, each with its own seat's code:
    /// "confermato".
    pub confirmed: Option<Proposal>,
}

/// The valid proposals of `round` grouped by table (tables without any left out), each with its
/// "confermato" result when two different seats proposed the same.
pub fn by_table(valid: &[Proposal]) -> Vec<TableProposals> {
    let mut tables: BTreeMap<u32, Vec<Proposal>> = BTreeMap::new();
    for p in valid {
        tables.entry(p.table).or_default().push(p.clone());
    }
    tables
        .into_iter()
        .map(|(table, mut valid)| {
            raduno_engine::order::sort_by_key(&mut valid, |p| (p.at_ms, p.seat));
            let confirmed = valid
                .iter()
                .find(|p| valid.iter().any(|q| q.seat != p.seat && q.same_result(p)))
                .cloned();
            TableProposals {
                table,
                valid,
                confirmed,
            }
        })
        .collect()
}

/// The journal command applying a proposal: the same a typed score is ([`Event::TableResults`]),
/// checked by the rules when the director's device executes it.
pub fn apply(p: &Proposal) -> Event {
    Event::TableResults {
        round: p.round,
        table: p.table,
        results: p
            .seats
            .iter()
            .map(|s| {
                Some(SeatResult {
                    points: s.points,
                    risiko: s.risiko,
                    eliminated: s.eliminated,
                    outside_objective: s.outside,
                    play_order: s.order,
                    tie_order: None,
                })
            })
            .collect(),
        outcome: p.outcome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replica::designs::{current_of, follow_design, proposals_design_with};
    use raduno_engine::model::{Phase, Table};

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

    fn made(codes: &publish::Codes, round: u32, table: u32, seat: u32, pts: &[u32]) -> Proposal {
        let code = codes.code(round, table, seat).unwrap();
        Proposal::new("t1", round, table, seat, points(pts), None, 5, code)
    }

    #[test]
    fn a_proposal_made_with_its_seats_code_passes() {
        let r = round(2);
        let codes = codes_for(std::slice::from_ref(&r));
        let p = made(&codes, 2, 1, 3, &[70, 50, 30, 10]);
        assert_eq!(p.id, "t1:2:1:3");
        assert_eq!(check(&p, "t1", &r, &codes), Ok(()));
        // As the server stores it and the director reads it back.
        let text = serde_json::to_string(&p).unwrap();
        assert_eq!(read(&text), Ok(p));
    }

    /// The same proposal the phone's script makes (public/follow-propose.js, checked by
    /// tests/e2e/phones.test.mjs).
    #[test]
    fn the_phones_proposal_is_this_proposal() {
        let seats = vec![
            SeatEntry {
                points: 100,
                risiko: true,
                eliminated: Some(1),
                outside: Some(12),
                order: Some(2),
            },
            SeatEntry {
                points: 40,
                ..Default::default()
            },
        ];
        let outcome = Some(TableOutcome {
            kind: OutcomeKind::Risiko,
            seat: 0,
        });
        let p = Proposal::new(
            "t1",
            3,
            2,
            1,
            seats,
            outcome,
            1_700_000_000_000,
            "ABCDEFGHJK",
        );
        assert_eq!(
            p.canonical(),
            "raduno/proposal|t1:3:2:1|t1|3|2|1|100,1,1,12,2;40,0,,,|Risiko:0|1700000000000|03002f6456ee9b53b49f65f1bb707e9b5c991e5ad9c53f92b2f95952af03669f"
        );
        assert_eq!(
            serde_json::to_string(&p).unwrap(),
            r#"{"_id":"t1:3:2:1","tournament":"t1","round":3,"table":2,"seat":1,"seats":[{"points":100,"risiko":true,"eliminated":1,"outside":12,"order":2},{"points":40}],"outcome":{"kind":"Risiko","seat":0},"at_ms":1700000000000,"proof":"03002f6456ee9b53b49f65f1bb707e9b5c991e5ad9c53f92b2f95952af03669f","mac":"MAC"}"#.replace("MAC", &p.mac)
        );
        assert_eq!(
            p.mac,
            publish::mac(&publish::key("t1", 3, 2, 1, "ABCDEFGHJK"), &p.canonical())
        );
    }

    #[test]
    fn a_wrong_code_another_seats_tables_or_rounds_code_and_a_changed_proposal_fail() {
        let (r1, r2) = (round(1), round(2));
        let codes = codes_for(&[r1.clone(), r2.clone()]);
        let pts = points(&[70, 50, 30, 10]);
        let with = |round, table, seat, code: &str| {
            Proposal::new("t1", round, table, seat, pts.clone(), None, 5, code)
        };
        let wrong = with(2, 1, 1, "AAAAAAAAAA");
        assert_eq!(check(&wrong, "t1", &r2, &codes), Err(Refusal::WrongCode));
        // Seat 2's code (on seat 2's line of the sheet) claiming seat 1.
        let neighbour = with(2, 1, 1, codes.code(2, 1, 2).unwrap());
        assert_eq!(
            check(&neighbour, "t1", &r2, &codes),
            Err(Refusal::WrongCode)
        );
        let other_table = with(2, 1, 1, codes.code(2, 2, 1).unwrap());
        assert_eq!(
            check(&other_table, "t1", &r2, &codes),
            Err(Refusal::WrongCode)
        );
        // Round 1's code for table 1, sent as round 2's.
        let old_code = with(2, 1, 1, codes.code(1, 1, 1).unwrap());
        assert_eq!(check(&old_code, "t1", &r2, &codes), Err(Refusal::WrongCode));
        // Round 1's proposal, right code, once round 2 is the current one.
        let old_round = with(1, 1, 1, codes.code(1, 1, 1).unwrap());
        assert_eq!(
            check(&old_round, "t1", &r2, &codes),
            Err(Refusal::OtherRound(1))
        );
        // A proposal changed after it was made (other points, or another proof, same mac).
        let mut changed = made(&codes, 2, 1, 1, &[70, 50, 30, 10]);
        changed.seats[0].points = 90;
        assert_eq!(check(&changed, "t1", &r2, &codes), Err(Refusal::WrongCode));
        let mut flagged = made(&codes, 2, 1, 1, &[70, 50, 30, 10]);
        flagged.seats[1].risiko = true;
        assert_eq!(check(&flagged, "t1", &r2, &codes), Err(Refusal::WrongCode));
        let mut moved = made(&codes, 2, 1, 1, &[70, 50, 30, 10]);
        moved.id = "t1:2:1:2".into();
        assert_eq!(check(&moved, "t1", &r2, &codes), Err(Refusal::WrongId));
        let short = made(&codes, 2, 1, 1, &[1, 2]);
        assert_eq!(
            check(&short, "t1", &r2, &codes),
            Err(Refusal::WrongSeats {
                expected: 4,
                got: 2
            })
        );
        let mut order = made(&codes, 2, 1, 1, &[70, 50, 30, 10]);
        order.seats[0].eliminated = Some(5);
        assert_eq!(check(&order, "t1", &r2, &codes), Err(Refusal::BadOrder(5)));
        let seat = with(2, 1, 5, "AAAAAAAAAA");
        assert_eq!(check(&seat, "t1", &r2, &codes), Err(Refusal::NoSuchSeat(5)));
        let table = with(2, 9, 1, "AAAAAAAAAA");
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
        let mut a = made(&codes, 1, 1, 1, &[70, 50, 30, 10]);
        a.at_ms = 3;
        let mut b = made(&codes, 1, 1, 2, &[70, 50, 30, 11]);
        b.at_ms = 2;
        let shown = by_table(&[a.clone(), b.clone()]);
        assert_eq!(shown.len(), 1);
        assert_eq!(
            shown[0].valid,
            vec![b.clone(), a.clone()],
            "both, oldest first"
        );
        assert_eq!(shown[0].confirmed, None);
        let c = made(&codes, 1, 1, 4, &[70, 50, 30, 10]);
        let shown = by_table(&[a.clone(), b, c]);
        assert_eq!(
            shown[0].confirmed.as_ref().map(Proposal::points),
            Some(vec![70, 50, 30, 10])
        );
        // The same result with another outcome is another result.
        let mut d = made(&codes, 1, 1, 3, &[70, 50, 30, 10]);
        d.outcome = Some(TableOutcome {
            kind: OutcomeKind::Points,
            seat: 0,
        });
        assert_eq!(by_table(&[a, d])[0].confirmed, None);
    }

    #[test]
    fn applying_is_the_typed_scores_command_with_the_marks() {
        let r = round(2);
        let codes = codes_for(std::slice::from_ref(&r));
        let mut p = made(&codes, 2, 1, 1, &[100, 7]);
        p.seats[0].risiko = true;
        p.seats[1].eliminated = Some(1);
        assert_eq!(
            apply(&p),
            Event::TableResults {
                round: 2,
                table: 1,
                results: vec![
                    Some(SeatResult {
                        risiko: true,
                        ..SeatResult::points(100)
                    }),
                    Some(SeatResult {
                        eliminated: Some(1),
                        ..SeatResult::points(7)
                    })
                ],
                outcome: None,
            }
        );
    }

    #[test]
    fn the_design_document_names_the_seats_locks_and_keeps_other_tournaments() {
        let r = round(3);
        let codes = codes_for(std::slice::from_ref(&r));
        let locks = publish::locks("t1", &r, &codes);
        let d = proposals_design_with(None, "t0", (1, BTreeMap::new()));
        let d = proposals_design_with(Some(&d), "t1", (3, locks.clone()));
        let f = d["validate_doc_update"].as_str().unwrap();
        assert!(f.contains(r#""t0":[1,{}]"#), "{f}");
        assert_eq!(current_of(&d)["t1"], (3, locks));
        assert_eq!(current_of(&d).len(), 2);
        assert!(current_of(&serde_json::json!({})).is_empty());
        assert!(follow_design()["validate_doc_update"]
            .as_str()
            .unwrap()
            .contains("forbidden"));
    }
}
