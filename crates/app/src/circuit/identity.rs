//! The same person across tournaments (the circuits' rules "The same person").
//!
//! Entries carrying the same national ID are one player; otherwise entries whose normalised names
//! (first and last name; case, accents, apostrophes, spaces and order ignored) and normalised clubs are
//! equal are one player. Pairs that may be one person are **candidates**, shown to the director and
//! merged only when the rules' `"same"` says so: the same name at another club, names one letter apart,
//! first and last name swapped, a nickname equal to a name. Nothing is merged or split silently.
//!
//! ```
//! use raduno_app::circuit::identity::{fold_name, name_key};
//! assert_eq!(fold_name("Łukasz D'Ørsted-Straße"), "lukaszdorstedstrasse");
//! assert_eq!(name_key("Rossi", "Marco"), name_key(" marco ", "ROSSI"));
//! assert_eq!(name_key("Niccolò", "De Luca"), name_key("Niccolo", "DeLuca"));
//! ```

use raduno_engine::i18n::{msg, Lang};
pub use raduno_engine::model::names::{fold_name, name_key, one_apart};
use std::collections::{HashMap, HashSet};

/// A person's label as the rules' `"same"` writes it: `Marco Rossi|ROMA`.
pub fn label(first: &str, last: &str, club: &str) -> String {
    format!("{} {}|{}", first.trim(), last.trim(), club.trim())
}

/// A label in words, as a page shows it: `Marco Rossi|ROMA` → `Marco Rossi (ROMA)`, and the name alone
/// when there is no club.
pub fn label_words(label: &str) -> String {
    match label.rsplit_once('|') {
        Some((name, club)) if !club.trim().is_empty() => {
            format!("{} ({})", name.trim(), club.trim())
        }
        Some((name, _)) => name.trim().to_string(),
        None => label.trim().to_string(),
    }
}

/// What a label matches: the folded name run together (either order) and the folded club.
fn label_keys(label: &str) -> (String, String) {
    let (name, club) = label.rsplit_once('|').unwrap_or((label, ""));
    (fold_name(name), fold_name(club))
}

/// One entry as identity sees it (a row of a tournament's final standings).
pub struct EntryKey<'a> {
    pub tournament: usize,
    pub first: &'a str,
    pub last: &'a str,
    pub nick: &'a str,
    pub club: &'a str,
    pub national_id: &'a str,
}

/// Union-find over entries.
struct Sets {
    parent: Vec<usize>,
}

impl Sets {
    fn new(n: usize) -> Self {
        Sets {
            parent: (0..n).collect(),
        }
    }
    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }
    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            // The lower entry stays the root: people keep the order they first appear in.
            let (lo, hi) = (a.min(b), a.max(b));
            self.parent[hi] = lo;
        }
    }
}

/// Why two people may be one (the circuits' rules candidates).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Likeness {
    /// The same name, another club.
    SameName,
    /// First and last name swapped (and another club).
    Swapped,
    /// The names are one letter apart.
    OneLetter,
    /// One's nickname is the other's name.
    Nickname,
}

impl Likeness {
    pub fn words(self, lang: raduno_engine::i18n::Lang) -> &'static str {
        match self {
            Likeness::SameName => msg::CircuitAlikeOtherClub.str(lang),
            Likeness::Swapped => msg::CircuitAlikeNamesSwapped.str(lang),
            Likeness::OneLetter => msg::CircuitAlikeOneLetter.str(lang),
            Likeness::Nickname => msg::CircuitAlikeNickname.str(lang),
        }
    }
}

/// The director's answer on a candidate pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    Undecided,
    /// In the rules' `"same"`: merged.
    Same,
    /// In the rules' `"apart"`: two people.
    Apart,
}

/// A pair of people who may be one, between two groups of entries (see [`Identities::candidates`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CandidatePair {
    /// The two groups (indices into [`Identities::groups`]).
    pub a: usize,
    pub b: usize,
    pub likeness: Likeness,
    pub decision: Decision,
}

/// A problem with the rules' decisions: a label that matches nobody, or a merge of two people who
/// played the same tournament. Shown, never ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecisionNote {
    pub pair: [String; 2],
    pub why: NoteWhy,
}

/// Why a director's decision on a pair could not be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoteWhy {
    /// "Same", but both played one tournament.
    PlayedTogether,
    /// The name matches no player of these tournaments.
    NoMatch(String),
    /// Several players have this name and club.
    Ambiguous,
    /// One person twice in one tournament: the better place counts.
    TwiceInOneTournament(String),
}

impl NoteWhy {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            NoteWhy::PlayedTogether => msg::CircuitNotMergedSameTournament.text(lang),
            NoteWhy::NoMatch(name) => msg::CircuitMatchesNoPlayer { name }.text(lang),
            NoteWhy::Ambiguous => msg::CircuitAmbiguousPair.text(lang),
            NoteWhy::TwiceInOneTournament(name) => {
                msg::CircuitTwiceInOneTournament { name }.text(lang)
            }
        }
    }
}

/// Who is who: the entries grouped into people before and after the director's merges.
pub struct Identities {
    /// Groups of entries matched automatically (national ID, else name and club): the people before
    /// the `"same"` merges. Entry indices in order.
    pub groups: Vec<Vec<usize>>,
    /// The group of each entry.
    pub group_of: Vec<usize>,
    /// After the merges: for each group, the person (index of the first group merged into it).
    pub person_of_group: Vec<usize>,
    pub candidates: Vec<CandidatePair>,
    pub notes: Vec<DecisionNote>,
}

/// Matches the entries into people (the circuits' rules), lists the candidates, and applies the rules' `same`
/// merges (recording `apart` as decided).
pub fn identify(
    entries: &[EntryKey<'_>],
    same: &[[String; 2]],
    apart: &[[String; 2]],
) -> Identities {
    let keys = Keys::of(entries);
    let mut sets = Sets::new(entries.len());
    join_by_national_id(&mut sets, &keys);
    join_by_name_and_club(&mut sets, &keys);
    let (groups, group_of) = groups_in_order(&mut sets, entries.len());
    let facts: Vec<Facts> = groups
        .iter()
        .map(|g| Facts::of(g, entries, &keys))
        .collect();
    let mut found = Found::new(&facts);
    found.same_names();
    found.one_letter_apart();
    found.nicknames();
    let labels = Labels::of(&facts);
    let merges = Merges::apply(same, &labels, &facts);
    let apart_pairs = labels.pairs(apart);
    let candidates = candidate_list(found.pairs, &merges.pairs, &apart_pairs);
    let mut merged = merges.people;
    let person_of_group = (0..groups.len()).map(|g| merged.find(g)).collect();
    Identities {
        groups,
        group_of,
        person_of_group,
        candidates,
        notes: merges.notes,
    }
}

/// Each entry's folded national ID, name key and club.
struct Keys {
    ids: Vec<String>,
    names: Vec<String>,
    clubs: Vec<String>,
}

impl Keys {
    fn of(entries: &[EntryKey<'_>]) -> Self {
        Keys {
            ids: entries.iter().map(|e| fold_name(e.national_id)).collect(),
            names: entries.iter().map(|e| name_key(e.first, e.last)).collect(),
            clubs: entries.iter().map(|e| fold_name(e.club)).collect(),
        }
    }
}

/// Automatic match 1: the same national ID.
fn join_by_national_id(sets: &mut Sets, keys: &Keys) {
    let mut by_id: HashMap<&str, usize> = HashMap::new();
    for (i, id) in keys.ids.iter().enumerate() {
        if id.is_empty() {
            continue;
        }
        match by_id.get(id.as_str()) {
            Some(&j) => sets.union(i, j),
            None => {
                by_id.insert(id, i);
            }
        }
    }
}

/// Automatic match 2: the same name and club, unless the entries carry different national IDs.
fn join_by_name_and_club(sets: &mut Sets, keys: &Keys) {
    let mut by_name_club: HashMap<(&str, &str), Vec<usize>> = HashMap::new();
    for (i, (name, club)) in keys.names.iter().zip(&keys.clubs).enumerate() {
        by_name_club
            .entry((name.as_str(), club.as_str()))
            .or_default()
            .push(i);
    }
    let mut keyed: Vec<_> = by_name_club.into_values().collect();
    raduno_engine::order::sort_by_key(&mut keyed, |g| g[0]);
    for group in keyed {
        let distinct: HashSet<&str> = group
            .iter()
            .map(|&i| keys.ids[i].as_str())
            .filter(|s| !s.is_empty())
            .collect();
        let mut first_plain: Option<usize> = None;
        for &i in &group {
            if distinct.len() <= 1 || keys.ids[i].is_empty() {
                match first_plain {
                    Some(j) => sets.union(i, j),
                    None => first_plain = Some(i),
                }
            }
        }
    }
}

/// The groups, in order of their first entry, and the group of each entry.
fn groups_in_order(sets: &mut Sets, n: usize) -> (Vec<Vec<usize>>, Vec<usize>) {
    let mut root_group: HashMap<usize, usize> = HashMap::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut group_of = vec![0; n];
    for (i, g) in group_of.iter_mut().enumerate() {
        let r = sets.find(i);
        let k = *root_group.entry(r).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[k].push(i);
        *g = k;
    }
    (groups, group_of)
}

/// A group's facts: its name key, club key, national ID, nicknames, tournaments.
struct Facts {
    name: String,
    club: String,
    id: String,
    first: String,
    last: String,
    nicks: HashSet<String>,
    tournaments: HashSet<usize>,
    /// The name as typed, folded, in typed order (first, last): tells a swap.
    ordered: String,
}

impl Facts {
    fn of(g: &[usize], entries: &[EntryKey<'_>], keys: &Keys) -> Self {
        let last_entry = &entries[*g.last().unwrap_or(&0)];
        let i = *g.last().unwrap_or(&0);
        Facts {
            name: keys.names[i].clone(),
            club: keys.clubs[i].clone(),
            id: g
                .iter()
                .map(|&e| keys.ids[e].clone())
                .find(|s| !s.is_empty())
                .unwrap_or_default(),
            first: fold_name(last_entry.first),
            last: fold_name(last_entry.last),
            nicks: g
                .iter()
                .map(|&e| fold_name(entries[e].nick))
                .filter(|s| !s.is_empty())
                .collect(),
            tournaments: g.iter().map(|&e| entries[e].tournament).collect(),
            ordered: {
                let first = &entries[g[0]];
                format!("{} {}", fold_name(first.first), fold_name(first.last))
            },
        }
    }
}

/// The candidate pairs found so far (lower group first), each with the first likeness found.
struct Found<'a> {
    facts: &'a [Facts],
    pairs: HashMap<(usize, usize), Likeness>,
}

impl<'a> Found<'a> {
    fn new(facts: &'a [Facts]) -> Self {
        Found {
            facts,
            pairs: HashMap::new(),
        }
    }

    /// Records a candidate between groups that never played the same tournament and do not carry two
    /// different national IDs (those are certainly two people).
    fn consider(&mut self, a: usize, b: usize, l: Likeness) {
        if a == b {
            return;
        }
        let (a, b) = (a.min(b), a.max(b));
        let (fa, fb) = (&self.facts[a], &self.facts[b]);
        if !fa.id.is_empty() && !fb.id.is_empty() && fa.id != fb.id {
            return;
        }
        if !fa.tournaments.is_disjoint(&fb.tournaments) {
            return;
        }
        self.pairs.entry((a, b)).or_insert(l);
    }

    /// The same name (another club, or the same club with two IDs left them apart).
    fn same_names(&mut self) {
        let facts = self.facts;
        let mut by_name: HashMap<&str, Vec<usize>> = HashMap::new();
        for (k, f) in facts.iter().enumerate() {
            by_name.entry(f.name.as_str()).or_default().push(k);
        }
        for list in by_name.values() {
            for (x, &a) in list.iter().enumerate() {
                for &b in &list[x + 1..] {
                    let l = if facts[a].ordered != facts[b].ordered {
                        Likeness::Swapped
                    } else {
                        Likeness::SameName
                    };
                    self.consider(a, b, l);
                }
            }
        }
    }

    /// One letter apart: names sharing a one-deletion variant, checked exactly.
    fn one_letter_apart(&mut self) {
        let facts = self.facts;
        let mut variants: HashMap<String, Vec<usize>> = HashMap::new();
        for (k, f) in facts.iter().enumerate() {
            for v in deletion_variants(&f.name) {
                variants.entry(v).or_default().push(k);
            }
        }
        for list in variants.values() {
            if list.len() < 2 {
                continue;
            }
            for (x, &a) in list.iter().enumerate() {
                for &b in &list[x + 1..] {
                    if facts[a].name != facts[b].name && one_apart(&facts[a].name, &facts[b].name) {
                        self.consider(a, b, Likeness::OneLetter);
                    }
                }
            }
        }
    }

    /// A nickname equal to a name: the same last name and one's nickname the other's first name, or
    /// one's nickname the other's whole name.
    fn nicknames(&mut self) {
        let facts = self.facts;
        let mut by_last: HashMap<&str, Vec<usize>> = HashMap::new();
        let mut by_full: HashMap<String, Vec<usize>> = HashMap::new();
        for (k, f) in facts.iter().enumerate() {
            by_last.entry(f.last.as_str()).or_default().push(k);
            by_full
                .entry(format!("{}{}", f.first, f.last))
                .or_default()
                .push(k);
            by_full
                .entry(format!("{}{}", f.last, f.first))
                .or_default()
                .push(k);
        }
        for (a, f) in facts.iter().enumerate() {
            for nick in &f.nicks {
                for &b in by_last.get(f.last.as_str()).into_iter().flatten() {
                    if facts[b].first == *nick && facts[b].first != f.first {
                        self.consider(a, b, Likeness::Nickname);
                    }
                }
                for &b in by_full.get(nick.as_str()).into_iter().flatten() {
                    self.consider(a, b, Likeness::Nickname);
                }
            }
        }
    }
}

/// A name and every string one letter (not a space) shorter.
fn deletion_variants(name: &str) -> HashSet<String> {
    let chars: Vec<char> = name.chars().collect();
    let mut seen: HashSet<String> = HashSet::new();
    seen.insert(name.to_string());
    for i in 0..chars.len() {
        if chars[i] == ' ' {
            continue;
        }
        let v: String = chars[..i].iter().chain(&chars[i + 1..]).collect();
        seen.insert(v);
    }
    seen
}

/// The groups by the labels the director's decisions use (name either order, and club).
struct Labels {
    by_label: HashMap<(String, String), Vec<usize>>,
}

impl Labels {
    fn of(facts: &[Facts]) -> Self {
        let mut by_label: HashMap<(String, String), Vec<usize>> = HashMap::new();
        for (k, f) in facts.iter().enumerate() {
            by_label
                .entry((format!("{}{}", f.first, f.last), f.club.clone()))
                .or_default()
                .push(k);
            if f.first != f.last {
                by_label
                    .entry((format!("{}{}", f.last, f.first), f.club.clone()))
                    .or_default()
                    .push(k);
            }
        }
        Labels { by_label }
    }

    /// The groups a label matches, in order, each once.
    fn resolve(&self, label: &str) -> Vec<usize> {
        let mut v = self
            .by_label
            .get(&label_keys(label))
            .cloned()
            .unwrap_or_default();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The pairs of labels that each match one group, as (lower, higher) group pairs.
    fn pairs(&self, decided: &[[String; 2]]) -> HashSet<(usize, usize)> {
        let mut pairs = HashSet::new();
        for pair in decided {
            if let ([a], [b]) = (
                self.resolve(&pair[0]).as_slice(),
                self.resolve(&pair[1]).as_slice(),
            ) {
                pairs.insert(((*a).min(*b), (*a).max(*b)));
            }
        }
        pairs
    }
}

/// The rules' `same` decisions applied: groups merged into people, the pairs merged, and the
/// decisions that could not be applied.
struct Merges {
    people: Sets,
    pairs: HashSet<(usize, usize)>,
    notes: Vec<DecisionNote>,
}

impl Merges {
    fn apply(same: &[[String; 2]], labels: &Labels, facts: &[Facts]) -> Self {
        let mut m = Merges {
            people: Sets::new(facts.len()),
            pairs: HashSet::new(),
            notes: Vec::new(),
        };
        let mut played: Vec<HashSet<usize>> = facts.iter().map(|f| f.tournaments.clone()).collect();
        for pair in same {
            let (a, b) = (labels.resolve(&pair[0]), labels.resolve(&pair[1]));
            let why = match (a.as_slice(), b.as_slice()) {
                ([a], [b]) => m.merge(*a, *b, &mut played),
                ([], _) | (_, []) => {
                    let missing = if a.is_empty() { &pair[0] } else { &pair[1] };
                    Some(NoteWhy::NoMatch(missing.clone()))
                }
                _ => Some(NoteWhy::Ambiguous),
            };
            if let Some(why) = why {
                m.notes.push(DecisionNote {
                    pair: pair.clone(),
                    why,
                });
            }
        }
        m
    }

    /// Merges groups `a` and `b` unless their people played one tournament (then says so).
    fn merge(&mut self, a: usize, b: usize, played: &mut [HashSet<usize>]) -> Option<NoteWhy> {
        let (ra, rb) = (self.people.find(a), self.people.find(b));
        if ra != rb {
            if !played[ra].is_disjoint(&played[rb]) {
                return Some(NoteWhy::PlayedTogether);
            }
            self.people.union(ra, rb);
            let root = self.people.find(ra);
            let other = if root == ra { rb } else { ra };
            let moved = std::mem::take(&mut played[other]);
            played[root].extend(moved);
        }
        self.pairs.insert((a.min(b), a.max(b)));
        None
    }
}

/// The candidates with their decisions, a `same` pair that no rule found alike shown too (as
/// decided), in order of their groups.
fn candidate_list(
    found: HashMap<(usize, usize), Likeness>,
    same_pairs: &HashSet<(usize, usize)>,
    apart_pairs: &HashSet<(usize, usize)>,
) -> Vec<CandidatePair> {
    let mut candidates: Vec<CandidatePair> = found
        .into_iter()
        .map(|((a, b), likeness)| CandidatePair {
            a,
            b,
            likeness,
            decision: if same_pairs.contains(&(a, b)) {
                Decision::Same
            } else if apart_pairs.contains(&(a, b)) {
                Decision::Apart
            } else {
                Decision::Undecided
            },
        })
        .collect();
    for &(a, b) in same_pairs {
        if !candidates.iter().any(|c| c.a == a && c.b == b) {
            candidates.push(CandidatePair {
                a,
                b,
                likeness: Likeness::SameName,
                decision: Decision::Same,
            });
        }
    }
    raduno_engine::order::sort_by_key(&mut candidates, |c| (c.a, c.b));
    candidates
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_letter_apart() {
        assert!(one_apart("marco rossi", "marco rosi"));
        assert!(one_apart("marco rossi", "marco rossa"));
        assert!(one_apart("marco rossi", "marco rossis"));
        assert!(!one_apart("marco rossi", "marco russo"));
        assert!(!one_apart("marco rossi", "marco rossi"));
    }

    fn entry<'a>(t: usize, first: &'a str, last: &'a str, club: &'a str) -> EntryKey<'a> {
        EntryKey {
            tournament: t,
            first,
            last,
            nick: "",
            club,
            national_id: "",
        }
    }

    #[test]
    fn names_and_clubs_match_and_candidates_are_listed() {
        let e = vec![
            entry(0, "Marco", "Rossi", "ROMA"),
            entry(1, "marco", "ROSSI", "Roma"),
            entry(2, "Rossi", "Marco", "roma "),
            entry(3, "Marco", "Rossi", "LATINA"),
            entry(3, "Łukasz", "Żółć", ""),
            entry(4, "Lukasz", "Zolc", ""),
            entry(4, "Anna", "Bianchi", "X"),
            entry(5, "Anna", "Bianchini", "X"),
        ];
        let ids = identify(&e, &[], &[]);
        assert_eq!(
            ids.groups,
            vec![vec![0, 1, 2], vec![3], vec![4, 5], vec![6], vec![7]]
        );
        let pairs: Vec<(usize, usize, Likeness)> = ids
            .candidates
            .iter()
            .map(|c| (c.a, c.b, c.likeness))
            .collect();
        assert_eq!(pairs, vec![(0, 1, Likeness::SameName)]);
        // Merged by the rules.
        let same = [[
            "Marco Rossi|ROMA".to_string(),
            "Rossi Marco|latina".to_string(),
        ]];
        let ids = identify(&e, &same, &[]);
        assert_eq!(ids.person_of_group[0], ids.person_of_group[1]);
        assert_eq!(ids.candidates[0].decision, Decision::Same);
        assert!(ids.notes.is_empty());
    }
}
