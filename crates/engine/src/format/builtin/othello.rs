//! Othello: the Swiss tournament (the Othello Swiss rulebook; seed `002_bf8ba117ded899b8.txt`, the FNGO newsletter of
//! February 1987, "2° Milan Open" and its *Classifica finale Torneo Master*).
//!
//! - A game is a table of two seats: seat 0 plays Black (*Nero*), seat 1 White (*Bianco*); each seat's
//!   table points are that player's discs (*pedine*), whole numbers totalling at most 64 (34–30).
//! - 2 points a win, 1 a draw, 0 a loss (the newsletter's "18/20": 18 points out of 20 in ten rounds).
//!   A bye (*turno di riposo*) scores a win: 2 points, no discs, no opponent.
//! - Standings (*classifica*): points, then Buchholz (*Buholz* in the newsletter: the sum of the
//!   opponents' points), then the total disc difference (*scarto pedine*); players still level share
//!   their position.
//! - Swiss pairing (*sistema svizzero*), round by round from the results so far:
//!   1. players are ranked by points, then rating, then registration order;
//!   2. for an odd number, the bye goes to the lowest-ranked player who has not had one yet (among
//!      those whose removal still lets everyone else avoid a rematch);
//!   3. the highest-ranked unpaired player takes, in order of preference, an opponent of the same score
//!      group (*gruppo di punteggio*) — else the nearest one — whose colours fit his (each player's
//!      Black − White count stays within ±1 where possible, colours alternate), nearest to the Dutch
//!      ideal (top half of the group against the bottom half);
//!   4. no rematch while avoidable: a pairing is accepted only if the players still unpaired can all be
//!      paired without a rematch. This is checked exactly with Edmonds' blossom algorithm (a perfect
//!      matching of the "not met yet" graph is kept up to date; accepting a pair that is not in it
//!      needs one augmenting path between the two freed partners). So the greedy choice never paints
//!      itself into a corner and never backtracks; when a rematch is unavoidable (a small tournament
//!      near the end of a round robin) the fewest possible rematches are played.
//!   5. colours: the player with more games as Black (or, level, who had Black more recently) gets
//!      White; in round 1 the higher-ranked player has Black on odd tables, White on even ones.
//!   6. tables are numbered from the top score group down.
//! - An optional final between the top two, best of 2 or 3 games ([`final_spec`], [`final_result`]),
//!   as in the Milan Open (a draw, then Brusca won 39–25).

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Bye, Column, FormatDef, FormatOptions, Memory, Names, Phases, RoundRule, RoundRules, Scoring,
    Texts, WinnerTieBreaks,
};
use crate::format::scoring::discs::MAX_DISCS;
use crate::i18n::msg;

/// The Swiss tournament as a definition: Swiss rounds, 2/1/0 a game and 2 a bye, standings by
/// points, Buchholz, disc difference; the optional final between the top two.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatOthelloSwissName.str(l)),
        names: Names::of(|l| msg::FormatOthelloSwissName.str(l)),
        summary: Texts::of(|l| msg::FormatOthelloSwissSummary.str(l)),
        plan: TablePlan::Pairs,
        rounds: RoundRules {
            first: RoundRule::Swiss,
            later: RoundRule::Swiss,
            met: Memory::All,
            repeat: Memory::Previous,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::WinDrawLoss {
            win: 2,
            draw: 1,
            loss: 0,
        },
        bye: Some(Bye {
            points: 2,
            win: true,
        }),
        order: vec![Column::Buchholz, Column::DiscDifference],
        phases: Phases::Swiss,
        decimals: 0,
        // A drawn game (32–32) is no win.
        unique_winner: true,
        results: crate::format::def::ResultRules {
            unit: crate::format::def::Unit::Discs,
            seat_max: MAX_DISCS,
            risiko: false,
            eliminations: false,
            table_max: Some(MAX_DISCS),
            ends_at: None,
            head_to_head: false,
            not_all_zero: false,
        },
        options: FormatOptions::default(),
        rated: true,
    }
}
