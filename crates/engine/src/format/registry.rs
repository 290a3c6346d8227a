//! The registry of built-in formats: each one's id (the name on the command line and in files) and the
//! function of its file that builds its definition. The list the interface offers, the CLI's `--format`
//! and a stored tournament's format all come from here.
//!
//! Adding a built-in format: write its file in `format/builtin/` with a `definition()` (its rulebook
//! summary, its [`FormatDef`] and its worked examples as tests), declare the module in
//! `format/builtin/mod.rs`, and add one line to [`REGISTRY`] (docs/ARCHITECTURE.md, "Adding a built-in
//! format"). Nothing outside `format/` names a format: screens, prints and the CLI ask the definition's
//! capabilities.

#[cfg(test)]
use super::builtin::example;
use super::builtin::{
    bgl, campionato_gufo, gufo, ludolimpica, master, nazionale_risiko, one_vs_one, open, open_gt,
    othello, raduno_nazionale, raduno_nazionale_gt, sant_eufemia, squadre, testa_a_testa, victory,
};
use super::def::{FormatDef, Phases};
use crate::model::{FormatId, Settings, Tournament};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A registered format: its id and the function of its file that builds its definition.
type Registered = (&'static str, fn() -> FormatDef);

/// Every built-in format, in the order the interface lists them.
const REGISTRY: &[Registered] = &[
    ("master", master::definition),
    ("master-risiko", master::master_risiko),
    ("raduno-nazionale", raduno_nazionale::definition),
    ("open", open::definition),
    ("open-gt", open_gt::definition),
    ("gufo", gufo::definition),
    ("campionato-gufo", campionato_gufo::definition),
    ("testa-a-testa", testa_a_testa::definition),
    ("ludolimpica", ludolimpica::definition),
    ("othello-swiss", othello::definition),
    ("raduno-nazionale-gt", raduno_nazionale_gt::definition),
    ("sant-eufemia", sant_eufemia::definition),
    ("victory", victory::definition),
    ("nazionale-risiko", nazionale_risiko::definition),
    ("bgl", bgl::definition),
    ("bgl-svizzera", bgl::svizzera),
    ("1vs1", one_vs_one::definition),
    ("1vs1-svizzera", one_vs_one::svizzera),
    ("squadre", squadre::definition),
    #[cfg(test)]
    ("esempio", example::definition),
];

/// A built-in format of the [`REGISTRY`], by its id. The named constants are the code's and the tests'
/// shorthand; a format needs none to be registered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FormatKind(&'static str);

#[allow(non_upper_case_globals)]
impl FormatKind {
    pub const Master: FormatKind = FormatKind("master");
    pub const MasterRisiko: FormatKind = FormatKind("master-risiko");
    pub const RadunoNazionale: FormatKind = FormatKind("raduno-nazionale");
    pub const Open: FormatKind = FormatKind("open");
    pub const OpenGt: FormatKind = FormatKind("open-gt");
    pub const Gufo: FormatKind = FormatKind("gufo");
    pub const CampionatoGufo: FormatKind = FormatKind("campionato-gufo");
    pub const TestaATesta: FormatKind = FormatKind("testa-a-testa");
    pub const Ludolimpica: FormatKind = FormatKind("ludolimpica");
    pub const OthelloSwiss: FormatKind = FormatKind("othello-swiss");
    pub const RadunoNazionaleGt: FormatKind = FormatKind("raduno-nazionale-gt");
    pub const SantEufemia: FormatKind = FormatKind("sant-eufemia");
    pub const Victory: FormatKind = FormatKind("victory");
    pub const NazionaleRisiko: FormatKind = FormatKind("nazionale-risiko");
    pub const Bgl: FormatKind = FormatKind("bgl");
    pub const BglSvizzera: FormatKind = FormatKind("bgl-svizzera");
    pub const OneVsOne: FormatKind = FormatKind("1vs1");
    pub const OneVsOneSvizzera: FormatKind = FormatKind("1vs1-svizzera");
    pub const Squadre: FormatKind = FormatKind("squadre");
}

impl Default for FormatKind {
    /// The format a new tournament starts with: the first of the registry.
    fn default() -> Self {
        FormatKind(REGISTRY[0].0)
    }
}

impl FormatKind {
    /// Every built-in format, in the registry's order.
    pub fn all() -> impl Iterator<Item = FormatKind> + Clone {
        REGISTRY.iter().map(|(id, _)| FormatKind(id))
    }

    /// The name used on the command line and in files (`master`, `campionato-gufo`, …).
    pub fn slug(self) -> &'static str {
        self.0
    }

    /// The registered format with this id (case and spaces around ignored).
    pub fn from_slug(slug: &str) -> Option<FormatKind> {
        let slug = slug.trim().to_lowercase();
        FormatKind::all().find(|f| f.0 == slug)
    }

    /// The name a director knows (its definition's).
    pub fn name(self) -> &'static str {
        &builtin(self).name
    }

    /// The name in the reader's language (the Othello one says what it is).
    pub fn name_in(self, lang: crate::i18n::Lang) -> &'static str {
        builtin(self).name_in(lang)
    }

    fn index(self) -> usize {
        REGISTRY
            .iter()
            .position(|(id, _)| *id == self.0)
            .unwrap_or_default()
    }
}

impl Serialize for FormatKind {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for FormatKind {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        FormatKind::from_slug(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("unknown format `{id}`")))
    }
}

impl From<FormatKind> for FormatId {
    fn from(k: FormatKind) -> FormatId {
        FormatId::new(k.0)
    }
}

impl PartialEq<FormatKind> for FormatId {
    fn eq(&self, k: &FormatKind) -> bool {
        self.as_str() == k.0
    }
}

/// The built-in definition of a format (built once from its file).
pub fn builtin(kind: FormatKind) -> &'static FormatDef {
    static DEFS: std::sync::OnceLock<Vec<FormatDef>> = std::sync::OnceLock::new();
    let defs = DEFS.get_or_init(|| REGISTRY.iter().map(|(_, build)| build()).collect());
    &defs[kind.index()]
}

/// The built-in format a stored id names (`None`: not one of the registry's, which the journal refuses).
pub fn kind_of(id: &FormatId) -> Option<FormatKind> {
    FormatKind::from_slug(id.as_str())
}

/// The built-in format a tournament's settings play (its club format's origin when it has one).
pub fn kind(settings: &Settings) -> FormatKind {
    kind_of(&settings.format).unwrap_or_default()
}

/// The built-in format whose draw the tournament uses (the legacy program's "draw of another format").
pub fn draw_kind(settings: &Settings) -> FormatKind {
    settings
        .draw_format
        .as_ref()
        .and_then(kind_of)
        .unwrap_or_else(|| kind(settings))
}

/// The club's own definition, when the tournament has one that reads (the journal refuses one that
/// does not, so a stored tournament's always does).
pub fn club_def(settings: &Settings) -> Option<&FormatDef> {
    settings
        .custom_format
        .as_ref()?
        .read(|text| FormatDef::from_stored(text).ok())?
        .as_ref()
}

/// Gives the tournament the club's own definition (`None`: back to the built-in).
pub fn set_club_def(settings: &mut Settings, def: Option<FormatDef>) {
    settings.custom_format = def.and_then(|d| {
        let text = serde_json::to_string(&d).ok()?;
        crate::model::ClubFormat::read_as(text, Some(d))
    });
}

/// The name of the tournament's format: the club's own, else the built-in's.
pub fn format_name(settings: &Settings) -> &str {
    match club_def(settings) {
        Some(d) => &d.name,
        None => kind(settings).name(),
    }
}

/// The tournament's format: its own definition when the club made one, else the built-in.
pub fn def(t: &Tournament) -> &FormatDef {
    club_def(&t.settings).unwrap_or_else(|| builtin(kind(&t.settings)))
}

/// The format whose draw (rounds, priorities, phases) the tournament uses.
pub fn draw_def(t: &Tournament) -> &FormatDef {
    match t.settings.draw_format.as_ref().and_then(kind_of) {
        Some(k) => builtin(k),
        None => def(t),
    }
}

/// How the format reads the tournament's planned rounds (`Settings::planned_rounds`, the workbook's
/// "Numero turni previsti"), so the screen and the import say what the format does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlannedRounds {
    /// The planned number is the count of rounds the format plays (Open, Gufo, Othello's Swiss).
    Open,
    /// The planned number is the count of qualifying games, played in evenings of a game and a
    /// rematch: an odd number is read as the next even one, and at least 2 (Testa a testa).
    Evenings,
    /// The format fixes its qualifying rounds (then its semifinals and final, if any): the planned
    /// number is not used.
    Fixed {
        qualifying: u32,
        /// Semifinals or a final follow the qualifying rounds.
        then_finals: bool,
    },
}

impl PlannedRounds {
    /// The count the format plays for a planned `n` (`None`: as many as the director draws).
    pub fn reads(self, n: Option<u32>) -> Option<u32> {
        match self {
            PlannedRounds::Open => n,
            PlannedRounds::Evenings => n.map(|n| {
                let q = n.max(2);
                q + q % 2
            }),
            PlannedRounds::Fixed { qualifying, .. } => Some(qualifying),
        }
    }
}

/// How the format of `settings` (its draw's) reads the planned rounds.
pub fn planned_rounds(settings: &Settings) -> PlannedRounds {
    let draw = match settings.draw_format.as_ref().and_then(kind_of) {
        Some(k) => builtin(k),
        None => club_def(settings).unwrap_or_else(|| builtin(kind(settings))),
    };
    match draw.phases {
        Phases::Qualifying | Phases::Swiss => PlannedRounds::Open,
        Phases::HeadToHead { .. } => PlannedRounds::Evenings,
        Phases::Rounds { rounds } => PlannedRounds::Fixed {
            qualifying: rounds,
            then_finals: false,
        },
        Phases::TopSixteen { qualifying }
        | Phases::MasterRisiko { qualifying }
        | Phases::Master { qualifying }
        | Phases::TopFinal { qualifying, .. }
        | Phases::Thresholds { qualifying, .. } => PlannedRounds::Fixed {
            qualifying,
            then_finals: true,
        },
    }
}

/// The description of a built-in format (see [`builtin`]).
pub fn format(kind: FormatKind) -> &'static FormatDef {
    builtin(kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_id_is_registered_once_and_reads_back() {
        let ids: Vec<&str> = FormatKind::all().map(FormatKind::slug).collect();
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), ids.len(), "an id registered twice: {ids:?}");
        for k in FormatKind::all() {
            assert_eq!(FormatKind::from_slug(k.slug()), Some(k));
            let json = serde_json::to_string(&k).unwrap();
            assert_eq!(serde_json::from_str::<FormatKind>(&json).unwrap(), k);
            assert!(!builtin(k).name.is_empty());
        }
        assert!(serde_json::from_str::<FormatKind>("\"scacchi\"").is_err());
    }

    /// Raduno Nazionale fixes its two qualifying rounds: a planned 3 is not what it plays; Open plays as many as planned; Testa a testa plays evenings of a game and a rematch.
    #[test]
    fn the_planned_rounds_are_read_as_the_format_plays_them() {
        let mut s = Settings::new("Raduno", FormatKind::RadunoNazionale);
        s.planned_rounds = Some(3);
        let rule = planned_rounds(&s);
        assert_eq!(
            rule,
            PlannedRounds::Fixed {
                qualifying: 2,
                then_finals: true
            }
        );
        assert_eq!(rule.reads(s.planned_rounds), Some(2));
        let open = Settings::new("Serata", FormatKind::Open);
        assert_eq!(planned_rounds(&open), PlannedRounds::Open);
        assert_eq!(PlannedRounds::Open.reads(Some(5)), Some(5));
        let tat = Settings::new("Serata", FormatKind::TestaATesta);
        assert_eq!(planned_rounds(&tat), PlannedRounds::Evenings);
        assert_eq!(PlannedRounds::Evenings.reads(Some(3)), Some(4));
        // Another format's draw is the one whose rounds are played.
        let mut drawn = Settings::new("Serata", FormatKind::Open);
        drawn.draw_format = Some(FormatKind::RadunoNazionale.into());
        assert!(matches!(
            planned_rounds(&drawn),
            PlannedRounds::Fixed { qualifying: 2, .. }
        ));
    }

    #[test]
    fn a_club_format_is_read_once_and_compared_by_its_data() {
        let mut s = Settings::new("Serata", FormatKind::Open);
        let mut d = builtin(FormatKind::Open).clone();
        d.name = "Open del circolo".into();
        set_club_def(&mut s, Some(d.clone()));
        assert_eq!(format_name(&s), "Open del circolo");
        // Read back from its stored JSON, as after a reload: the same definition, and equal settings.
        let back: Settings = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        assert_eq!(club_def(&back), Some(&d));
        assert_eq!(back, s);
        set_club_def(&mut s, None);
        assert_eq!(format_name(&s), builtin(FormatKind::Open).name);
    }

    /// A tournament stored with a club format of the older shape (`name_en` beside `name`) says the
    /// club's English name after a reload, as the club's file read on its own does.
    #[test]
    fn a_stored_club_format_of_the_older_shape_keeps_its_english_name() {
        let mut s = Settings::new("Serata", FormatKind::Open);
        let mut d = builtin(FormatKind::Open).clone();
        d.name = "Open del circolo".into();
        set_club_def(&mut s, Some(d));
        let mut v = serde_json::to_value(&s).unwrap();
        let club = v["custom_format"]
            .as_object_mut()
            .expect("stored as an object");
        club.remove("names");
        club.insert("name_en".into(), "Club Open".into());
        let back: Settings = serde_json::from_value(v).unwrap();
        let def = club_def(&back).expect("the club's format reads");
        assert_eq!(def.name_in(crate::i18n::Lang::En), "Club Open");
        assert_eq!(def.name_in(crate::i18n::Lang::It), "Open del circolo");
    }
}
