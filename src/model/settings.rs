//! Tournament settings and the formats (SPEC section 5).

use serde::{Deserialize, Serialize};

/// Every format Raduno runs. Each one's rules live in `crate::format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum FormatKind {
    RadunoNazionale,
    MasterRisiko,
    #[default]
    Master,
    Open,
    Gufo,
    CampionatoGufo,
    TestaATesta,
    Ludolimpica,
    OthelloSwiss,
    /// GestioneTorneo 2.4's formats (SPEC 5.10).
    #[serde(rename = "raduno-nazionale-gt")]
    RadunoNazionaleGt,
    SantEufemia,
    Victory,
    NazionaleRisiko,
    Bgl,
    BglSvizzera,
    #[serde(rename = "1vs1")]
    OneVsOne,
    #[serde(rename = "1vs1-svizzera")]
    OneVsOneSvizzera,
    Squadre,
}

impl FormatKind {
    pub const ALL: [FormatKind; 18] = [
        FormatKind::Master,
        FormatKind::MasterRisiko,
        FormatKind::RadunoNazionale,
        FormatKind::Open,
        FormatKind::Gufo,
        FormatKind::CampionatoGufo,
        FormatKind::TestaATesta,
        FormatKind::Ludolimpica,
        FormatKind::OthelloSwiss,
        FormatKind::RadunoNazionaleGt,
        FormatKind::SantEufemia,
        FormatKind::Victory,
        FormatKind::NazionaleRisiko,
        FormatKind::Bgl,
        FormatKind::BglSvizzera,
        FormatKind::OneVsOne,
        FormatKind::OneVsOneSvizzera,
        FormatKind::Squadre,
    ];

    /// The name used on the command line and in files (`master`, `campionato-gufo`, …).
    pub fn slug(self) -> &'static str {
        match self {
            FormatKind::RadunoNazionale => "raduno-nazionale",
            FormatKind::MasterRisiko => "master-risiko",
            FormatKind::Master => "master",
            FormatKind::Open => "open",
            FormatKind::Gufo => "gufo",
            FormatKind::CampionatoGufo => "campionato-gufo",
            FormatKind::TestaATesta => "testa-a-testa",
            FormatKind::Ludolimpica => "ludolimpica",
            FormatKind::OthelloSwiss => "othello-swiss",
            FormatKind::RadunoNazionaleGt => "raduno-nazionale-gt",
            FormatKind::SantEufemia => "sant-eufemia",
            FormatKind::Victory => "victory",
            FormatKind::NazionaleRisiko => "nazionale-risiko",
            FormatKind::Bgl => "bgl",
            FormatKind::BglSvizzera => "bgl-svizzera",
            FormatKind::OneVsOne => "1vs1",
            FormatKind::OneVsOneSvizzera => "1vs1-svizzera",
            FormatKind::Squadre => "squadre",
        }
    }

    pub fn from_slug(slug: &str) -> Option<FormatKind> {
        let slug = slug.trim().to_lowercase();
        FormatKind::ALL.into_iter().find(|f| f.slug() == slug)
    }

    /// The name a director knows (its definition's, `crate::format`).
    pub fn name(self) -> &'static str {
        &crate::format::builtin(self).name
    }

    /// The name in the reader's language (the Othello one says what it is).
    pub fn name_in(self, lang: crate::i18n::Lang) -> &'static str {
        crate::format::builtin(self).name_in(lang)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Settings {
    pub name: String,
    /// ISO date (YYYY-MM-DD) or empty.
    #[serde(default)]
    pub date: String,
    #[serde(default)]
    pub venue: String,
    #[serde(default)]
    pub organizer: String,
    /// The scoring, standings and phases.
    pub format: FormatKind,
    /// The draw of another format, as the legacy program allowed; `None` = the format's own.
    #[serde(default)]
    pub draw_format: Option<FormatKind>,
    /// Planned qualifying rounds, where the format leaves it open.
    #[serde(default)]
    pub planned_rounds: Option<u32>,
    /// The organising club's logo on the score sheets: a PNG or JPEG `data:` URL of at most
    /// [`crate::io::pdf_logo::MAX_BYTES`], empty for none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub logo: String,
    /// How long a round lasts, in minutes, for the projector's round clock; `None` = no clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_minutes: Option<u32>,
    /// The club's own format, made from the built-in `format` (which stays as its origin); `None` =
    /// the built-in itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_format: Option<Box<crate::format::FormatDef>>,
    /// A final played as best of N games (Othello: 2 or 3); `None` = the format's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_games: Option<u8>,
}

impl Settings {
    pub fn new(name: &str, format: FormatKind) -> Self {
        Settings {
            name: name.trim().to_string(),
            format,
            ..Default::default()
        }
    }

    /// The name of the tournament's format: the club's own, else the built-in's.
    pub fn format_name(&self) -> &str {
        match &self.custom_format {
            Some(d) => &d.name,
            None => self.format.name(),
        }
    }

    /// The format whose draw is used.
    pub fn draw_format(&self) -> FormatKind {
        self.draw_format.unwrap_or(self.format)
    }
}
