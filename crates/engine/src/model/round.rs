//! Rounds (turni), tables (tavoli), seats and what the director enters for each seat — the table results' rules and the draw's rules.

use super::PlayerId;
use serde::{Deserialize, Serialize};

/// Which stage of the tournament a round belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Phase {
    /// Qualifying games (the whole of Open, Gufo and the Othello Swiss).
    #[default]
    Qualifying,
    /// Semifinali.
    Semifinal,
    /// Finale.
    Final,
}

/// What a director enters for one seat (the table results' rules). Table points are whole numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct SeatResult {
    /// Punti tavolo (for Othello: the player's discs). A RisiKo! is entered as 100.
    pub points: u32,
    /// RisiKo!: objective completed before time.
    #[serde(default)]
    pub risiko: bool,
    /// Gufo formats: elimination order, 1 = eliminated last (legacy sheets: -1), 2 = second-last, …
    #[serde(default)]
    pub eliminated: Option<u8>,
    /// Master tie-break: punti fuori obiettivo.
    #[serde(default)]
    pub outside_objective: Option<u32>,
    /// Master tie-break: play order (1 = first to play); the later player wins a tie.
    #[serde(default)]
    pub play_order: Option<u8>,
    /// Manual tie order among seats still level (1 = ranks first); legacy sheets mark it with decimals.
    #[serde(default)]
    pub tie_order: Option<u8>,
}

impl SeatResult {
    pub fn points(points: u32) -> Self {
        SeatResult {
            points,
            ..Default::default()
        }
    }

    /// A bare 0 with no mark: what a legacy workbook holds in the points cell of a drawn round before
    /// its scores are typed.
    pub fn is_bare_zero(&self) -> bool {
        self.points == 0
            && !self.risiko
            && self.eliminated.is_none()
            && self.outside_objective.unwrap_or(0) == 0
            && self.play_order.is_none()
            && self.tie_order.is_none()
    }
}

/// Testa a testa: how a head-to-head game ended (the Testa a testa rulebook). `seat` is the winner's seat, or for an
/// abandon the seat of the player who abandoned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableOutcome {
    pub kind: OutcomeKind,
    pub seat: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutcomeKind {
    /// Fa mondo: world conquest.
    WorldConquest,
    /// RisiKo! and eliminates the other real player.
    RisikoEliminatesOther,
    /// RisiKo! and eliminates the dummy.
    RisikoEliminatesDummy,
    /// RisiKo!
    Risiko,
    /// Decided by the difference in table points.
    Points,
    /// A player abandoned the game.
    Abandon,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub player: PlayerId,
    #[serde(default)]
    pub result: Option<SeatResult>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Tavolo N°k, from 1.
    pub number: u32,
    pub seats: Vec<Seat>,
    /// Campionato Gufo: a table of 3 real players completed by a ghost (a fictitious 4th seat).
    #[serde(default)]
    pub ghost: bool,
    /// Parallel group (Master with 50+ players: semifinals and finals per group), 0 otherwise.
    #[serde(default)]
    pub group: u8,
    /// Testa a testa: how the game ended.
    #[serde(default)]
    pub outcome: Option<TableOutcome>,
    /// A table kept as it was when its round was drawn again keeps its seats' codes (printed sheets
    /// stay good): the secret they were made from. None: the round's ([`Round::seat_secret`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_secret: Option<String>,
}

impl Table {
    pub fn new(number: u32, players: &[PlayerId]) -> Self {
        Table {
            number,
            seats: players
                .iter()
                .map(|&player| Seat {
                    player,
                    result: None,
                })
                .collect(),
            ghost: false,
            group: 0,
            outcome: None,
            seat_secret: None,
        }
    }

    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.seats.iter().map(|s| s.player)
    }

    /// Not yet played: no outcome, and every seat blank or a bare 0 (GestioneRaduno and GestioneTorneo
    /// write a drawn round's points cells as blanks or 0 until the scores are typed). A table with
    /// some score and some blanks is played and incomplete; one with a score and 0s is played.
    pub fn not_yet_played(&self) -> bool {
        self.outcome.is_none()
            && self
                .seats
                .iter()
                .all(|s| s.result.as_ref().is_none_or(SeatResult::is_bare_zero))
    }

    /// Every seat has a result (whether the rules can score it is the format's answer:
    /// the format layer's `table_state`).
    pub fn is_complete(&self) -> bool {
        !self.seats.is_empty() && self.seats.iter().all(|s| s.result.is_some())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Turno N, from 1.
    pub number: u32,
    #[serde(default)]
    pub phase: Phase,
    /// The random seed the draw used: the same seed on the same data gives the same tables.
    #[serde(default)]
    pub seed: u64,
    pub tables: Vec<Table>,
    /// Players who sit out this round (odd player out in head-to-head formats, Othello bye).
    #[serde(default)]
    pub byes: Vec<PlayerId>,
    /// Play has started: the seating can no longer change.
    #[serde(default)]
    pub locked: bool,
    /// The secret the seats' codes of this round are made from ([`crate::publish::seat_code`]), 64 hex
    /// digits, drawn with the round: every director device of the tournament gives the same codes. None
    /// in rounds drawn before it existed (each device then keeps codes of its own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat_secret: Option<String>,
}

impl Round {
    pub fn new(number: u32, phase: Phase, seed: u64, tables: Vec<Table>) -> Self {
        Round {
            number,
            phase,
            seed,
            tables,
            byes: Vec::new(),
            locked: false,
            seat_secret: None,
        }
    }

    /// Every seated player, table by table.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.tables.iter().flat_map(Table::players)
    }

    /// (table index, seat index) of a player.
    pub fn find(&self, player: PlayerId) -> Option<(usize, usize)> {
        self.tables.iter().enumerate().find_map(|(t, table)| {
            table
                .seats
                .iter()
                .position(|s| s.player == player)
                .map(|s| (t, s))
        })
    }

    /// Every table has all its results (whether the rules can score them is the format's answer:
    /// the format layer's `round_done`).
    pub fn is_complete(&self) -> bool {
        !self.tables.is_empty() && self.tables.iter().all(Table::is_complete)
    }

    /// Some table has a result (a table of bare 0s is not yet played: [`Table::not_yet_played`]).
    pub fn has_results(&self) -> bool {
        self.tables.iter().any(|t| !t.not_yet_played())
    }
}

/// The conflict kinds a draw minimises (the draw's rules), in no particular order: each format orders them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ConflictKind {
    SameClub,
    SameRegion,
    AlreadyMet,
    WinnersTogether,
    FiveAgain,
    ThreeAgain,
    /// Team tournament (GestioneTorneo 2.4's formats): two clubs that already met at an earlier table meet again (each
    /// pair of players of the two clubs at one table counts).
    ClubMeetsClub,
    /// Team tournament: a player sits with a member of a club he already met at an earlier table.
    PlayerMeetsClubAgain,
}

impl ConflictKind {
    pub const ALL: [ConflictKind; 8] = [
        ConflictKind::SameClub,
        ConflictKind::SameRegion,
        ConflictKind::AlreadyMet,
        ConflictKind::WinnersTogether,
        ConflictKind::FiveAgain,
        ConflictKind::ThreeAgain,
        ConflictKind::ClubMeetsClub,
        ConflictKind::PlayerMeetsClubAgain,
    ];

    /// The name used in the CLI's JSON (`same_club`, …).
    pub fn slug(self) -> &'static str {
        match self {
            ConflictKind::SameClub => "same_club",
            ConflictKind::SameRegion => "same_region",
            ConflictKind::AlreadyMet => "already_met",
            ConflictKind::WinnersTogether => "winners_together",
            ConflictKind::FiveAgain => "five_again",
            ConflictKind::ThreeAgain => "three_again",
            ConflictKind::ClubMeetsClub => "club_meets_club",
            ConflictKind::PlayerMeetsClubAgain => "player_meets_club_again",
        }
    }

    pub fn label(self, lang: crate::i18n::Lang) -> &'static str {
        self.words().0(lang)
    }

    /// The label kept as a value, said at the edge.
    pub fn said(self) -> crate::i18n::Text {
        (self.words().1)()
    }

    /// The label: said now, or kept as a value.
    pub fn words(self) -> crate::i18n::Words {
        use crate::i18n::msg::*;
        match self {
            ConflictKind::SameClub => (|l| ConflictSameClub.str(l), || ConflictSameClub.said()),
            ConflictKind::SameRegion => {
                (|l| ConflictSameRegion.str(l), || ConflictSameRegion.said())
            }
            ConflictKind::AlreadyMet => {
                (|l| ConflictAlreadyMet.str(l), || ConflictAlreadyMet.said())
            }
            ConflictKind::WinnersTogether => (
                |l| ConflictWinnersTogether.str(l),
                || ConflictWinnersTogether.said(),
            ),
            ConflictKind::FiveAgain => (|l| ConflictFiveAgain.str(l), || ConflictFiveAgain.said()),
            ConflictKind::ThreeAgain => {
                (|l| ConflictThreeAgain.str(l), || ConflictThreeAgain.said())
            }
            ConflictKind::ClubMeetsClub => (
                |l| ConflictClubMeetsClub.str(l),
                || ConflictClubMeetsClub.said(),
            ),
            ConflictKind::PlayerMeetsClubAgain => (
                |l| ConflictPlayerMeetsClubAgain.str(l),
                || ConflictPlayerMeetsClubAgain.said(),
            ),
        }
    }
}

/// One line of a draw's conflict report: how many conflicts of a kind remain, and the least achievable
/// where a bound is known.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConflictCount {
    pub kind: ConflictKind,
    pub count: u32,
    #[serde(default)]
    pub bound: Option<u32>,
}

/// The hex digits of a round's seat secret ([`Round::seat_secret`]).
pub const SEAT_SECRET_LEN: usize = 64;

/// A round's seat secret as the journal accepts it: [`SEAT_SECRET_LEN`] lower-case hex digits.
pub fn valid_seat_secret(secret: &str) -> bool {
    secret.len() == SEAT_SECRET_LEN
        && secret
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}
