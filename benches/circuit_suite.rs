//! The circuit benchmark's suite (SPEC 5.11 "Scale"), shared by the native bench (`cargo bench --bench
//! circuit`) and the wasm one (`benches/circuit_wasm`): a season of 50 tournaments of 100 players each,
//! drawn from a pool of 600 players in 30 clubs, some typed with a letter wrong or at another club (so
//! identity has candidates to find), ranked by a points table with best 12 of 50, a weight and a
//! minimum; and again by "percent" (fields of different sizes give large denominators). Prints the
//! median and the maximum time of one ranking.

use crate::circuit::{compute, Held, HeldRow, Rules};
use crate::format::Points;

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
    out
}
