//! The five steps' formulas of the FNGO rating rulebook, exact: expected scores (the newsletter's
//! table 1), performance, the provisional and the stable change, feedback and the loss cap.

use super::{Config, Ratio};
use serde::{Deserialize, Serialize};

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
