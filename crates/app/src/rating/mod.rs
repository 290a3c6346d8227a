//! The FNGO rating list (the FNGO rating rulebook; seed `002_bf8ba117ded899b8.txt`, "Il sistema di «Rating» della
//! F.N.G.O." by Biagio Privitera, Othello news, February 1987).
//!
//! After each tournament the participants are split in three groups and rated in five steps:
//!
//! 1. **Giocatori senza rating (UP)**, unrated players at their first tournament: performance rating
//!    PR = mean of the opponents' ratings + 10 × mean disc difference (*scarto pedine*, SP). A first
//!    approximation uses only the games against rated players; a UP who met only UPs starts from 850.
//!    Then PR is recomputed over all the UPs' games with the UPs' current estimates, until convergence
//!    (*metodo delle approssimazioni successive*).
//! 2. **Giocatori con rating provvisorio (PP)**, fewer than 15 games: new = (old × previous games + PR ×
//!    games in this tournament) / total games, with the UPs' new ratings and everyone else's
//!    pre-tournament rating. At 15 games or more they become stable (S) in the list.
//! 3. **Giocatori con rating stabile (EP)**: new = old + ½ × (40 × (TPE − TVP) + (SPTPE − SPTP)), where
//!    TPE = points scored (win 1, draw ½), TVP = sum of expected scores (the newsletter's table 1,
//!    which is 1 / (1 + 10^(−d/400)) rounded to 3 decimals, the difference d capped at ±400),
//!    SPTPE = total disc difference, SPTP = (own rating − mean opponent rating) / 10 × games.
//!    UP and PP opponents count with their new rating, EP opponents with their pre-tournament rating.
//! 4. **Feedback**: an EP who gains 50 or more in a tournament of up to 5 rounds (60 for 6 rounds, +10
//!    per extra round) gives half of his gain back to his opponents, split equally (one share per game).
//!    He keeps his own gain.
//! 5. **Limite alle perdite**: an EP loses at most 50 in a tournament of up to 5 rounds (60 for 6, …).
//!
//! Ratings are whole numbers: each step ends by rounding half up (x.5 → x + 1, −x.5 → −x).
//! Everything is exact: integer or rational arithmetic, and step 1, whose iteration converges to the
//! solution of a linear system, decides each rounding exactly (a floating-point solution with an
//! integer certificate, or an exact solution where a rating is at a half; see `unrated.rs`).
//!
//! The newsletter's worked examples:
//!
//! ```
//! use raduno_app::rating::*;
//! // Step 1: A lost 30–34 to B (1250) and 16–48 to C (1320): 1285 − 180 = 1105.
//! let pr = performance(&[(1250, 30, 34), (1320, 16, 48)], 10);
//! assert_eq!(pr.round_half_up(), 1105);
//! // Step 2: D, 1170 after 10 games, performs 1250 over 6 games: (11700 + 7500) / 16 = 1200.
//! assert_eq!(provisional_rating(1170, 10, Ratio::from(1250), 6), 1200);
//! // Step 3: A (1400) draws 32–32 with 1200, wins 35–29 against 1600 and 40–24 against 1460.
//! let stable = stable_change(1400, &[(1200, 32, 32), (1600, 35, 29), (1460, 40, 24)], &Config::default());
//! assert_eq!((stable.tpe_halves, stable.tvp_milli, stable.change), (5, 1415, 36));
//! // Step 4: 180 gained in 6 rounds: 90 given back, 15 to each of the 6 opponents.
//! assert_eq!(feedback_threshold(6, &Config::default()), 60);
//! assert_eq!(feedback_share(180, 6).round_half_up(), 15);
//! // Step 5: at most 50 lost in 5 rounds, 60 in 6.
//! assert_eq!((loss_cap(5, &Config::default()), loss_cap(6, &Config::default())), (50, 60));
//! ```

mod apply;
mod list;
mod unrated;

pub use apply::apply_tournament;
pub use list::{games_from_tournament, parse_games_csv, RatedPlayer, RatingList};

use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized, Text};
use raduno_engine::model::fold;
use serde::{Deserialize, Serialize};

/// The constants of the FNGO rules; `Config::default()` is the newsletter's system.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// Games after which a provisional player becomes stable (15).
    pub stable_games: u32,
    /// First approximation of a UP who met only UPs (850).
    pub unrated_start: i32,
    /// Rating points per disc of difference (10).
    pub disc_weight: i32,
    /// Weight of the win/loss part of the stable formula (40).
    pub k_factor: i32,
    /// Cap on the rating difference used for expected scores (400).
    pub max_difference: i32,
    /// Tournaments of up to this many rounds use the base feedback threshold and loss cap (5).
    pub base_rounds: u32,
    /// Gain from which feedback is given back, up to `base_rounds` rounds (50).
    pub feedback_threshold: i32,
    /// Most a stable player loses, up to `base_rounds` rounds (50).
    pub loss_cap: i32,
    /// Added to the feedback threshold and the loss cap per round beyond `base_rounds` (10).
    pub per_extra_round: i32,
    /// Step 1's floating-point stage stops when every equation holds to this fraction of the largest
    /// right-hand side (the result is exact whatever it is: it only decides how often the exact
    /// stage is needed).
    pub tolerance: f64,
    /// Most iterations of step 1's floating-point stage (it needs at most about 4 × the newcomers).
    pub max_iterations: u32,
    /// The tournament's date (or name), written as the participants' last tournament; empty leaves it.
    pub tournament_date: String,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            stable_games: 15,
            unrated_start: 850,
            disc_weight: 10,
            k_factor: 40,
            max_difference: 400,
            base_rounds: 5,
            feedback_threshold: 50,
            loss_cap: 50,
            per_extra_round: 10,
            tolerance: 1e-12,
            max_iterations: 200_000,
            tournament_date: String::new(),
        }
    }
}

/// Categoria: S (stabile) or P (provvisorio).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Category {
    #[serde(rename = "S")]
    Stable,
    #[serde(rename = "P")]
    Provisional,
}

impl Category {
    pub fn letter(self) -> &'static str {
        match self {
            Category::Stable => "S",
            Category::Provisional => "P",
        }
    }

    pub fn from_letter(text: &str) -> Option<Category> {
        match text.trim().to_uppercase().as_str() {
            "S" | "EP" | "STABILE" | "STABLE" => Some(Category::Stable),
            "P" | "PP" | "PROVVISORIO" | "PROVISIONAL" => Some(Category::Provisional),
            _ => None,
        }
    }
}

/// How a participant was rated in this tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Group {
    /// UP: no rating before the tournament.
    Unrated,
    /// PP: rated with fewer than 15 games.
    Provisional,
    /// EP: stable rating.
    Established,
}

impl Group {
    pub fn code(self) -> &'static str {
        match self {
            Group::Unrated => "UP",
            Group::Provisional => "PP",
            Group::Established => "EP",
        }
    }
}

/// One game as the rating needs it (players by name, as in the rating list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub round: u32,
    pub black: String,
    pub white: String,
    pub black_discs: u32,
    pub white_discs: u32,
}

/// An exact fraction (denominator always positive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    pub num: i64,
    pub den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

impl Ratio {
    /// `num / den`; `den` must not be 0 (a zero denominator is treated as 1).
    pub fn new(num: i64, den: i64) -> Ratio {
        let (num, den) = if den < 0 {
            (-num, -den)
        } else {
            (num, den.max(1))
        };
        let g = gcd(num, den);
        Ratio {
            num: num / g,
            den: den / g,
        }
    }

    /// Rounded half up: ⌊x + ½⌋ (so 35.7 → 36, 12.5 → 13, −12.5 → −12).
    pub fn round_half_up(self) -> i64 {
        (2 * self.num + self.den).div_euclid(2 * self.den)
    }

    fn sum(self, other: Ratio) -> Ratio {
        let g = gcd(self.den, other.den);
        Ratio::new(
            self.num * (other.den / g) + other.num * (self.den / g),
            self.den / g * other.den,
        )
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        self.sum(other)
    }
}

impl From<i64> for Ratio {
    fn from(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }
}

impl std::fmt::Display for Ratio {
    /// One decimal, rounded half up.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = Ratio::new(self.num * 10, self.den).round_half_up();
        let sign = if tenths < 0 { "-" } else { "" };
        write!(f, "{sign}{}.{}", tenths.abs() / 10, tenths.abs() % 10)
    }
}

/// Tabella 1: the higher-rated player's expected score, in thousandths, for rating differences 0..=400.
/// Computed with 50-digit precision as 1000 / (1 + 10^(−d/400)) rounded half up; it equals the
/// newsletter's table at every multiple of 10 (see the tests). A table rather than `powf` because
/// floating point rounds some entries (d = 331: 870.50026) the wrong way and differs across platforms.
const EXPECTED_MILLI: [u16; 401] = [
    500, 501, 503, 504, 506, 507, 509, 510, 512, 513, 514, 516, 517, 519, 520, 522, 523, 524, 526,
    527, 529, 530, 532, 533, 534, 536, 537, 539, 540, 542, 543, 544, 546, 547, 549, 550, 552, 553,
    554, 556, 557, 559, 560, 562, 563, 564, 566, 567, 569, 570, 571, 573, 574, 576, 577, 578, 580,
    581, 583, 584, 585, 587, 588, 590, 591, 592, 594, 595, 597, 598, 599, 601, 602, 604, 605, 606,
    608, 609, 610, 612, 613, 615, 616, 617, 619, 620, 621, 623, 624, 625, 627, 628, 629, 631, 632,
    633, 635, 636, 637, 639, 640, 641, 643, 644, 645, 647, 648, 649, 651, 652, 653, 655, 656, 657,
    658, 660, 661, 662, 664, 665, 666, 667, 669, 670, 671, 673, 674, 675, 676, 678, 679, 680, 681,
    683, 684, 685, 686, 688, 689, 690, 691, 692, 694, 695, 696, 697, 699, 700, 701, 702, 703, 705,
    706, 707, 708, 709, 711, 712, 713, 714, 715, 716, 718, 719, 720, 721, 722, 723, 725, 726, 727,
    728, 729, 730, 731, 733, 734, 735, 736, 737, 738, 739, 740, 741, 743, 744, 745, 746, 747, 748,
    749, 750, 751, 752, 753, 754, 756, 757, 758, 759, 760, 761, 762, 763, 764, 765, 766, 767, 768,
    769, 770, 771, 772, 773, 774, 775, 776, 777, 778, 779, 780, 781, 782, 783, 784, 785, 786, 787,
    788, 789, 790, 791, 792, 793, 794, 795, 796, 796, 797, 798, 799, 800, 801, 802, 803, 804, 805,
    806, 807, 807, 808, 809, 810, 811, 812, 813, 814, 814, 815, 816, 817, 818, 819, 820, 820, 821,
    822, 823, 824, 825, 826, 826, 827, 828, 829, 830, 830, 831, 832, 833, 834, 834, 835, 836, 837,
    838, 838, 839, 840, 841, 841, 842, 843, 844, 845, 845, 846, 847, 848, 848, 849, 850, 850, 851,
    852, 853, 853, 854, 855, 856, 856, 857, 858, 858, 859, 860, 860, 861, 862, 863, 863, 864, 865,
    865, 866, 867, 867, 868, 869, 869, 870, 871, 871, 872, 872, 873, 874, 874, 875, 876, 876, 877,
    877, 878, 879, 879, 880, 881, 881, 882, 882, 883, 884, 884, 885, 885, 886, 886, 887, 888, 888,
    889, 889, 890, 890, 891, 892, 892, 893, 893, 894, 894, 895, 895, 896, 896, 897, 898, 898, 899,
    899, 900, 900, 901, 901, 902, 902, 903, 903, 904, 904, 905, 905, 906, 906, 907, 907, 908, 908,
    909, 909,
];

/// Expected score (*probabilità di vittoria*) in thousandths of a player `difference` rating points
/// above (or below, if negative) his opponent; the difference is capped at ±`max_difference` (400).
///
/// ```
/// use raduno_app::rating::expected_milli;
/// assert_eq!(expected_milli(100, 400), 640);
/// assert_eq!(expected_milli(-200, 400), 240);
/// assert_eq!(expected_milli(470, 400), 909); // 1620 against 1150 counts as 400
/// ```
pub fn expected_milli(difference: i32, max_difference: i32) -> u32 {
    let cap = max_difference.clamp(0, 400);
    let d = difference.clamp(-cap, cap);
    let e = u32::from(EXPECTED_MILLI[d.unsigned_abs() as usize]);
    if d >= 0 {
        e
    } else {
        1000 - e
    }
}

/// Performance rating over games `(opponent rating, own discs, opponent discs)`: mean opponent rating
/// + `disc_weight` × mean disc difference, exact. No games gives 0.
pub fn performance(games: &[(i32, u32, u32)], disc_weight: i32) -> Ratio {
    let n = games.len() as i64;
    let sum: i64 = games
        .iter()
        .map(|&(r, own, opp)| {
            i64::from(r) + i64::from(disc_weight) * (i64::from(own) - i64::from(opp))
        })
        .sum();
    Ratio::new(sum, n.max(1))
}

/// Step 2: a provisional player's new rating, the weighted mean of the old rating over
/// `previous_games` and the performance over `games`, rounded half up.
pub fn provisional_rating(old: i32, previous_games: u32, performance: Ratio, games: u32) -> i32 {
    let total = i64::from(previous_games) + i64::from(games);
    if total == 0 {
        return old;
    }
    let weighted = Ratio::new(i64::from(old) * i64::from(previous_games), 1).sum(Ratio::new(
        performance.num * i64::from(games),
        performance.den,
    ));
    Ratio::new(weighted.num, weighted.den * total).round_half_up() as i32
}

/// The terms of step 3 for one stable player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StableTerms {
    /// TPE in halves (a win 2, a draw 1).
    pub tpe_halves: u32,
    /// TVP in thousandths.
    pub tvp_milli: u32,
    /// SPTPE: total disc difference.
    pub sptpe: i32,
    /// Own rating × games − sum of the opponents' ratings; SPTP = this / disc weight (10).
    pub rating_gap: i64,
    /// The change, ½ × (k × (TPE − TVP) + (SPTPE − SPTP)), rounded half up.
    pub change: i32,
}

/// Step 3: the change of a stable player rated `own` over games `(opponent rating, own discs,
/// opponent discs)`. Exact: computed in thousandths of a rating point.
pub fn stable_change(own: i32, games: &[(i32, u32, u32)], config: &Config) -> StableTerms {
    let mut tpe_halves = 0u32;
    let mut tvp_milli = 0u32;
    let mut sptpe = 0i32;
    let mut rating_gap = 0i64;
    for &(opp, mine, theirs) in games {
        tpe_halves += match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        };
        tvp_milli += expected_milli(own - opp, config.max_difference);
        sptpe += mine as i32 - theirs as i32;
        rating_gap += i64::from(own) - i64::from(opp);
    }
    // In thousandths: k × (TPE − TVP) + (SPTPE − SPTP), with SPTP = rating gap / disc weight
    // (10 rating points a disc); the whole over 2000 × disc weight stays exact.
    let w = i64::from(config.disc_weight.max(1));
    let win_part =
        i64::from(config.k_factor) * (500 * i64::from(tpe_halves) - i64::from(tvp_milli));
    let total = win_part * w + 1000 * i64::from(sptpe) * w - 1000 * rating_gap;
    let change = Ratio::new(total, 2000 * w).round_half_up() as i32;
    StableTerms {
        tpe_halves,
        tvp_milli,
        sptpe,
        rating_gap,
        change,
    }
}

/// Step 4: the gain from which a stable player gives feedback, for a tournament of `rounds` rounds.
pub fn feedback_threshold(rounds: u32, config: &Config) -> i32 {
    config.feedback_threshold + extra_rounds(rounds, config)
}

/// Step 5: the most a stable player loses in a tournament of `rounds` rounds.
pub fn loss_cap(rounds: u32, config: &Config) -> i32 {
    config.loss_cap + extra_rounds(rounds, config)
}

fn extra_rounds(rounds: u32, config: &Config) -> i32 {
    rounds.saturating_sub(config.base_rounds) as i32 * config.per_extra_round
}

/// Step 4: what each of `games` opponents receives from a gain: half the gain, split equally.
pub fn feedback_share(gain: i32, games: u32) -> Ratio {
    Ratio::new(i64::from(gain), 2 * i64::from(games.max(1)))
}

/// Who gave feedback to a player: (name, gain, games he split it over).
type FeedbackFrom = Vec<(String, i32, u32)>;

/// One step that produced a player's new rating (shown to the director).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    /// Step 1.
    Unrated {
        /// Games against rated players (0: started from 850).
        rated_games: u32,
        /// First approximation.
        first: i32,
        /// Iterations until convergence.
        iterations: u32,
        /// The converged performance, rounded half up.
        rating: i32,
    },
    /// Step 2.
    Provisional {
        old: i32,
        previous_games: u32,
        performance: String,
        games: u32,
        rating: i32,
    },
    /// Step 3.
    Stable {
        old: i32,
        terms: StableTerms,
        rating: i32,
    },
    /// Step 4, received: from whom (gain, games) and the total received, rounded half up.
    Feedback {
        from: Vec<(String, i32, u32)>,
        points: i32,
    },
    /// Step 5: the change before the cap and the cap.
    LossCap { change: i32, cap: i32 },
}

impl Localized for Step {
    fn text(&self, lang: Lang) -> String {
        match self {
            Step::Unrated {
                rated_games,
                first,
                iterations,
                rating,
            } => {
                let start = if *rated_games == 0 {
                    msg::EngineRatingStepNoOpponent { first: &first }.text(lang)
                } else {
                    msg::RatingFirstApproximation {
                        first: &first,
                        games: &rated_games,
                    }
                    .text(lang)
                };
                msg::EngineRatingStepUnrated {
                    iterations: &iterations,
                    rating: &rating,
                    start: &start,
                }
                .text(lang)
            }
            Step::Provisional {
                old,
                previous_games,
                performance,
                games,
                rating,
            } => msg::RatingStepProvisional {
                old: &old,
                previous_games: &previous_games,
                performance: &performance,
                games: &games,
                all_games: &(previous_games + games),
                rating: &rating,
            }
            .text(lang),
            Step::Stable { old, terms, rating } => {
                let tpe = format!("{}", Ratio::new(i64::from(terms.tpe_halves), 2));
                let tvp = format!("{}.{:03}", terms.tvp_milli / 1000, terms.tvp_milli % 1000);
                let sptp = Ratio::new(terms.rating_gap, 10);
                msg::RatingStepStable {
                    tpe: &tpe,
                    tvp: &tvp,
                    sptpe: &terms.sptpe,
                    sptp: &sptp,
                    old: &old,
                    change_: &format!("{:+}", terms.change),
                    rating: &rating,
                }
                .text(lang)
            }
            Step::Feedback { from, points } => {
                let list: Vec<String> = from
                    .iter()
                    .map(|(n, g, k)| format!("{n} (+{g}/2/{k})"))
                    .collect();
                msg::RatingStepFeedback {
                    points: &points,
                    list: &list.join(", "),
                }
                .text(lang)
            }
            Step::LossCap { change, cap } => msg::EngineRatingStepLossCap {
                cap: &cap,
                change: &change,
            }
            .text(lang),
        }
    }
}

/// One participant's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerChange {
    pub name: String,
    pub group: Group,
    /// Rating before the tournament (`None` for a UP).
    pub old: Option<i32>,
    pub new: i32,
    /// `new − old` (`None` for a UP).
    pub change: Option<i32>,
    /// Games in this tournament.
    pub games_played: u32,
    /// Games in total after the tournament.
    pub games: u32,
    /// Category in the new list.
    pub category: Category,
    pub steps: Vec<Step>,
}

/// What applying a tournament gives: each participant's change and the new list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingUpdate {
    /// Participants, by new rating (highest first).
    pub players: Vec<PlayerChange>,
    /// The whole new list (participants updated, new players added), by rating.
    pub list: RatingList,
    /// The tournament's key, now in `list.applied`.
    pub key: String,
}

/// Why a tournament or a list cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    /// The list already holds this tournament (same games).
    AlreadyApplied {
        key: String,
    },
    NoGames,
    /// Rounds must be at least 1.
    BadRounds,
    /// Game `row` (1-based, in the order given) is wrong.
    BadGame {
        row: usize,
        problem: Text,
    },
    /// Two list rows with the same name.
    DuplicatePlayer {
        name: String,
    },
    /// A file's cell: `line` (1-based), `column` name.
    File {
        line: usize,
        column: String,
        problem: Text,
    },
}

impl Localized for RatingError {
    fn text(&self, lang: Lang) -> String {
        match self {
            RatingError::AlreadyApplied { key } => {
                msg::EngineRatingAlreadyApplied { key: &key }.text(lang)
            }
            RatingError::NoGames => msg::EngineRatingNoGames.text(lang),
            RatingError::BadRounds => msg::EngineRatingRoundsInvalid.text(lang),
            RatingError::BadGame { row, problem } => msg::RatingGameProblem {
                row: &row,
                problem: &problem.text(lang),
            }
            .text(lang),
            RatingError::DuplicatePlayer { name } => {
                msg::RatingListDuplicatePlayer { name: &name }.text(lang)
            }
            // The whole file (not one of its cells).
            RatingError::File {
                line: 0, problem, ..
            } => problem.text(lang),
            RatingError::File {
                line,
                column,
                problem,
            } => msg::RatingFileProblem {
                line: &line,
                column,
                problem: &problem.text(lang),
            }
            .text(lang),
        }
    }
}

impl std::fmt::Display for RatingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for RatingError {}

pub(super) fn bad_game(row: usize, problem: Text) -> RatingError {
    RatingError::BadGame { row, problem }
}

/// A fingerprint of a tournament's games (FNV-1a over a canonical text): the same games give the same
/// key, so a tournament cannot be applied twice.
pub fn tournament_key(games: &[Game], rounds: u32) -> String {
    let mut lines: Vec<String> = games
        .iter()
        .map(|g| {
            format!(
                "{}|{}|{}|{}|{}",
                g.round,
                fold(&g.black),
                fold(&g.white),
                g.black_discs,
                g.white_discs
            )
        })
        .collect();
    lines.sort();
    let text = format!("{rounds}\n{}", lines.join("\n"));
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tabella 1 of the newsletter, every multiple of 10.
    const NEWSLETTER: [u32; 41] = [
        500, 514, 529, 543, 557, 571, 585, 599, 613, 627, 640, 653, 666, 679, 691, 703, 715, 727,
        738, 749, 760, 770, 780, 790, 799, 808, 817, 826, 834, 841, 849, 856, 863, 870, 876, 882,
        888, 894, 899, 904, 909,
    ];

    #[test]
    fn expected_scores_match_the_newsletter_table() {
        for (k, &e) in NEWSLETTER.iter().enumerate() {
            let d = 10 * k as i32;
            assert_eq!(expected_milli(d, 400), e, "difference {d}");
            assert_eq!(expected_milli(-d, 400), 1000 - e, "difference -{d}");
        }
    }

    #[test]
    fn expected_scores_follow_the_logistic_formula() {
        for d in 0..=400 {
            let f = 1000.0 / (1.0 + 10f64.powf(-f64::from(d) / 400.0));
            assert!(
                (f64::from(expected_milli(d, 400)) - f).abs() <= 0.5 + 1e-9,
                "difference {d}"
            );
        }
        assert_eq!(expected_milli(1000, 400), 909);
        assert_eq!(expected_milli(-1000, 400), 91);
    }

    #[test]
    fn round_half_up_goes_towards_plus_infinity() {
        assert_eq!(Ratio::new(71400, 2000).round_half_up(), 36);
        assert_eq!(Ratio::new(25, 2).round_half_up(), 13);
        assert_eq!(Ratio::new(-25, 2).round_half_up(), -12);
        assert_eq!(Ratio::new(-26, 2).round_half_up(), -13);
        assert_eq!(Ratio::new(7, -3).round_half_up(), -2);
    }

    #[test]
    fn stable_example_terms() {
        let t = stable_change(
            1400,
            &[(1200, 32, 32), (1600, 35, 29), (1460, 40, 24)],
            &Config::default(),
        );
        assert_eq!(t.sptpe, 22);
        assert_eq!(t.rating_gap, -60);
        assert_eq!(t.change, 36);
    }
}
