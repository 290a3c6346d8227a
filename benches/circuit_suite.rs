//! The circuit benchmark's suite (the circuits' rules "Scale"), shared by the native bench (`cargo bench --bench
//! circuit`) and the wasm one (`benches/circuit_wasm`): a season of 50 tournaments of 100 players each,
//! drawn from a pool of 600 players in 30 clubs, some typed with a letter wrong or at another club (so
//! identity has candidates to find), ranked by a points table with best 12 of 50, a weight and a
//! minimum; and again by "percent" (fields of different sizes give large denominators). Then the
//! national ranking (the national ranking's rules): a year of 300 tournaments of 30 players with national IDs
//! (Masters, Opens, Interclubs, Raduni and Campionati, some under 6 tables, some of the year before,
//! one entry in 40 without an ID) — goal under 1 s natively and under 2 s in the browser; and that year
//! read from the federation's database (its `_all_docs` answer of 300 documents, each read on its own)
//! and ranked. Prints the median and the maximum time of one ranking.

use crate::circuit::{compute, Held, HeldRow, Rules};
use crate::format::Points;
use crate::model::Category;
use crate::replica::{couch::parse_feed, federation};

/// A small deterministic generator (the suite must give the same season everywhere).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

const FIRST: [&str; 20] = [
    "Marco", "Anna", "Luca", "Giulia", "Paolo", "Sara", "Davide", "Chiara", "Matteo", "Elena",
    "Fabio", "Irene", "Simone", "Lucia", "Niccolò", "Martina", "Łukasz", "Zoë", "Andrea", "Bruno",
];
const LAST: [&str; 30] = [
    "Rossi", "Bianchi", "Ferrari", "Esposito", "Romano", "Colombo", "Ricci", "Marino", "Greco",
    "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Costa", "Giordano", "Rizzo", "Lombardi",
    "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi", "Caruso", "Ferrara",
    "Galli", "Martini", "Leone", "D'Angelo",
];

/// The season: `tournaments` of `players` each.
pub fn season(tournaments: usize, players: usize) -> Vec<Held> {
    let mut rng = Lcg(2026);
    let pool: Vec<(String, String, String)> = (0..600)
        .map(|i| {
            (
                FIRST[i % FIRST.len()].to_string(),
                format!(
                    "{}{}",
                    LAST[(i / FIRST.len()) % LAST.len()],
                    i / 600 + i % 7
                ),
                format!("CLUB {}", i % 30),
            )
        })
        .collect();
    (0..tournaments)
        .map(|t| {
            let mut picked: Vec<usize> = Vec::new();
            while picked.len() < players {
                let p = rng.below(pool.len() as u64) as usize;
                if !picked.contains(&p) {
                    picked.push(p);
                }
            }
            let mut rows: Vec<HeldRow> = Vec::new();
            let mut place = 1;
            for (k, &p) in picked.iter().enumerate() {
                let (first, last, club) = &pool[p];
                let mut last = last.clone();
                let mut club = club.clone();
                // One entry in 50 mistyped, one in 50 at another club.
                match rng.below(50) {
                    0 => last.push('x'),
                    1 => club = format!("CLUB {}", (p + 1) % 30),
                    _ => {}
                }
                // Levels: one row in ten shares the place above.
                if k > 0 && rng.below(10) != 0 {
                    place = k as u32 + 1;
                }
                rows.push(HeldRow::new(
                    first,
                    &last,
                    &club,
                    place,
                    Points::new(rng.below(5000) as i64, 1000),
                ));
            }
            Held::new(&format!("Tappa {}", t + 1), rows)
        })
        .collect()
}

/// The national ranking's year: `tournaments` of `players` each, from a pool of 3,000 players with
/// national IDs 1..=3000; categories in turn, tables between 4 and 20, one tournament in 25 dated the
/// year before.
pub fn ranking_year(tournaments: usize, players: usize) -> Vec<Held> {
    let mut rng = Lcg(2024);
    let categories = [
        Category::TorneoOpen,
        Category::TorneoOpen,
        Category::TorneoMaster,
        Category::CampionatoPeriodico,
        Category::TorneoInterclub,
        Category::TorneoOpen,
        Category::RadunoNazionale,
        Category::TorneoAInviti,
    ];
    (0..tournaments)
        .map(|t| {
            let mut picked: Vec<u64> = Vec::with_capacity(players);
            while picked.len() < players {
                let p = 1 + rng.below(3000);
                if !picked.contains(&p) {
                    picked.push(p);
                }
            }
            let rows = picked
                .iter()
                .enumerate()
                .map(|(k, &id)| {
                    let mut r = HeldRow::new(
                        FIRST[id as usize % FIRST.len()],
                        LAST[id as usize % LAST.len()],
                        &format!("CLUB {}", id % 60),
                        k as u32 + 1,
                        Points::ZERO,
                    );
                    if rng.below(40) != 0 {
                        r.national_id = id.to_string();
                    }
                    r
                })
                .collect();
            let mut h = Held::new(&format!("Torneo {}", t + 1), rows);
            h.category = Some(categories[t % categories.len()]);
            h.tables = 4 + rng.below(17) as u32;
            h.rounds = 2 + rng.below(12) as u32;
            let year = if rng.below(25) == 0 { 2023 } else { 2024 };
            h.first_round_date = format!("{year}-{:02}-{:02}", 1 + t % 12, 1 + t % 28);
            h
        })
        .collect()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// Runs the suite; `now` is a millisecond clock.
pub fn run(platform: &str, now: &dyn Fn() -> f64) -> String {
    let held = season(50, 100);
    let mut out = format!(
        "circuit ranking, 50 tournaments x 100 players ({platform}); ms per ranking, median / max of 15\n"
    );
    for (label, json) in [
        (
            "table, best 12, weight, min 3",
            r#"{"points": {"table": [25, 20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]}, "tournaments": {"Tappa 50": {"weight": 1.5}}, "best": 12, "min_events": 3}"#,
        ),
        (
            "percent, all results",
            r#"{"points": {"field": "percent"}}"#,
        ),
    ] {
        let rules = Rules::from_json(json).unwrap_or_default();
        let mut times = Vec::new();
        let mut summary = String::new();
        for _ in 0..15 {
            let t0 = now();
            let s = compute(&rules, &held);
            times.push(now() - t0);
            summary = format!(
                "{} ranked, {} unranked, {} candidate pairs, leader {} {}",
                s.rows.len(),
                s.unranked.len(),
                s.candidates.len(),
                s.rows.first().map_or(String::new(), |r| r.full_name()),
                s.rows.first().map_or(String::new(), |r| r.total.shown())
            );
        }
        let max = times.iter().copied().fold(0.0, f64::max);
        out.push_str(&format!(
            "  {label:<32} {:>8.1} / {:>8.1}   ({summary})\n",
            median(times),
            max
        ));
    }
    let year = ranking_year(300, 30);
    let rules = Rules::from_json(r#"{"ranking": "nazionale", "year": 2024}"#).unwrap_or_default();
    out.push_str(&format!(
        "national ranking 2024, 300 tournaments x 30 players ({platform}); ms per ranking, median / max of 15\n"
    ));
    let mut times = Vec::new();
    let mut summary = String::new();
    for _ in 0..15 {
        let t0 = now();
        let s = compute(&rules, &year);
        times.push(now() - t0);
        let dropped: usize = s.rows.iter().map(|r| r.dropped.len()).sum();
        summary = format!(
            "{} ranked, {} without ID, {} results dropped, leader {} {}",
            s.rows.len(),
            s.unranked.len(),
            dropped,
            s.rows
                .first()
                .map_or(String::new(), |r| r.national_id.clone()),
            s.rows.first().map_or(String::new(), |r| r.total.shown())
        );
    }
    let max = times.iter().copied().fold(0.0, f64::max);
    out.push_str(&format!(
        "  {:<32} {:>8.1} / {:>8.1}   ({summary})\n",
        "ranking, best N, 45-round cap",
        median(times),
        max
    ));
    // The same year read from the federation's database: its `_all_docs` answer, each document read
    // on its own (the year kept, the rest set apart), then ranked.
    let rows: Vec<String> = year
        .iter()
        .map(|h| {
            let d = federation::document(h);
            format!(
                r#"{{"id":{},"key":{},"value":{{}},"doc":{d}}}"#,
                d["_id"], d["_id"]
            )
        })
        .collect();
    let answer = format!(
        r#"{{"total_rows":{},"offset":0,"rows":[{}]}}"#,
        rows.len(),
        rows.join(",")
    );
    let mut times = Vec::new();
    for _ in 0..15 {
        let t0 = now();
        let page = parse_feed(&answer).unwrap_or_default();
        let read = federation::read_year(&page.docs, &page.unreadable, 2024);
        let s = compute(&rules, &read.held);
        times.push(now() - t0);
        summary = format!(
            "{} documents, {} KB; {} of 2024, {} of other years, {} apart; {} ranked",
            page.rows,
            answer.len() / 1024,
            read.held.len(),
            read.other_years,
            read.apart.len(),
            s.rows.len()
        );
    }
    let max = times.iter().copied().fold(0.0, f64::max);
    out.push_str(&format!(
        "  {:<32} {:>8.1} / {:>8.1}   ({summary})\n",
        "read from _all_docs, ranked",
        median(times),
        max
    ));
    out
}
