//! A club's own format: a [`FormatDef`] read from the JSON file the club keeps, and the checks that
//! it can run (each reason a message of the catalogue, with the line, column and field of a bad value).

use crate::draw::spec::TablePlan;
use crate::format::def::{
    FormatDef, Names, Phases, Ratio, RoundRule, Scoring, Teams, WinnerTieBreaks,
};
use crate::format::phases::structure::check_thresholds;
use crate::i18n::msg;
use crate::i18n::Text;

impl FormatDef {
    /// A definition as a file or a stored tournament keeps it, unchecked: a club's own names of the
    /// older shape (`name_` and the language's code beside `name`) read into its names.
    pub fn from_stored(text: &str) -> serde_json::Result<FormatDef> {
        let mut d: FormatDef = serde_json::from_str(text)?;
        if d.names.is_empty() && text.contains("\"name_") {
            d.names = Names::older(text);
        }
        Ok(d)
    }

    /// Reads a club's JSON file: a syntax or shape error says its line and column and what was expected;
    /// a definition that reads but cannot run gives [`validate`](Self::validate)'s reasons. Each message
    /// in Italian and English.
    pub fn from_json(text: &str) -> Result<FormatDef, Vec<Text>> {
        // A file claiming more than any definition needs is refused before it is parsed.
        const MAX_BYTES: usize = 64 * 1024;
        if text.len() > MAX_BYTES {
            return Err(vec![msg::FormatFileTooLarge {
                bytes: &text.len(),
                most: &MAX_BYTES,
            }
            .said()]);
        }
        let d = FormatDef::from_stored(text).map_err(|e| {
            // serde's words name the field or value expected; the place is said once, in front.
            let what = e.to_string();
            let what = what
                .rsplit_once(" at line ")
                .map_or(what.as_str(), |(w, _)| w)
                .to_string();
            // The field the value belongs to, named: "trenta" is refused as the
            // value of `win`, not as some i64.
            // A syntax error has no field yet: only a value of the wrong shape is named by its field.
            let field = e
                .is_data()
                .then(|| {
                    json_field_of(text, &what).or_else(|| json_field_at(text, e.line(), e.column()))
                })
                .flatten()
                .map(|f| msg::FormatInField { field: &f }.said());
            let place = match field {
                Some(field) => msg::FormatLineColumnFieldError {
                    line: &e.line(),
                    column: &e.column(),
                    field: &"",
                    error: &what,
                }
                .said()
                .with_text("field", field),
                None => msg::FormatLineColumnError {
                    line: &e.line(),
                    column: &e.column(),
                    error: &what,
                }
                .said(),
            };
            vec![place]
        })?;
        let problems = d.validate();
        if problems.is_empty() {
            Ok(d)
        } else {
            Err(problems)
        }
    }

    /// Problems that make a definition unusable (a club's JSON), each in both languages; empty when it
    /// can run.
    pub fn validate(&self) -> Vec<Text> {
        let mut out = Vec::new();
        self.check_basics(&mut out);
        self.check_seating(&mut out);
        if !self.scoring_constants_ok() {
            out.push(msg::FormatDefScoringConstantsInvalid.said());
        }
        self.check_phases(&mut out);
        self.check_results(&mut out);
        if let Phases::TopFinal { finalists, .. } = self.phases {
            if !(2..=5).contains(&finalists) {
                out.push(
                    msg::FormatDefFinalistsOutOfRange {
                        finalists: &finalists,
                    }
                    .said(),
                );
            }
        }
        out
    }

    /// The name, the decimals, and a table tie-break the seats can record.
    fn check_basics(&self, out: &mut Vec<Text>) {
        let mut say = |t: Text| out.push(t);
        if self.name.trim().is_empty() {
            say(msg::FormatDefNoName.said());
        }
        if self.decimals > 4 {
            say(msg::FormatDefDecimalsOver {
                decimals: &self.decimals,
            }
            .said());
        }
        // The table's tie-break reads what the seats record: an outcome, an elimination order.
        let ties_unrecorded = match self.tie_breaks {
            WinnerTieBreaks::HeadToHead => !self.results.head_to_head,
            WinnerTieBreaks::Eliminations => !self.results.eliminations,
            _ => false,
        };
        if ties_unrecorded {
            say(msg::FormatDefTieBreakUnrecorded.said());
        }
    }

    /// Two-seat scorings and pairings on tables of two; no priority or column listed twice.
    fn check_seating(&self, out: &mut Vec<Text>) {
        let mut say = |t: Text| out.push(t);
        let pairs = self.plan == TablePlan::Pairs;
        let two_seat_scoring = matches!(
            self.scoring,
            Scoring::HeadToHead { .. } | Scoring::WinDrawLoss { .. }
        );
        if two_seat_scoring && !pairs {
            say(msg::FormatDefScoringPairsOnly.said());
        }
        for (n, rule) in [(1, &self.rounds.first), (2, &self.rounds.later)] {
            let two_seat_rule = matches!(rule, RoundRule::Swiss | RoundRule::StrongAgainstWeak);
            if two_seat_rule && !pairs {
                say(msg::FormatDefPairingNeedsPairs { round: &n }.said());
            }
            let p = rule.priorities();
            let mut seen = std::collections::HashSet::new();
            for k in p {
                if !seen.insert(*k) {
                    say(msg::FormatRoundPriorityRepeated {
                        round: &n,
                        label: &"",
                    }
                    .said()
                    .with_text("label", k.said()));
                }
            }
        }
        let mut seen = std::collections::HashSet::new();
        for c in &self.order {
            if !seen.insert(*c) {
                say(msg::FormatTieBreakColumnRepeated { label: &"" }
                    .said()
                    .with_text("label", c.said()));
            }
        }
    }

    /// The scoring's constants can score (no zero divisor or denominator, no negative bonus, the
    /// difference rows from the highest down).
    fn scoring_constants_ok(&self) -> bool {
        let ratio_ok = |r: &Option<Ratio>| r.is_none_or(|r| r.num > 0 && r.den > 0);
        match &self.scoring {
            Scoring::WinnerBonus { bonus, five_seats } => *bonus >= 0 && ratio_ok(five_seats),
            Scoring::CappedWinnerBonus {
                bonus,
                five_seats,
                three_seats,
                ..
            } => *bonus >= 0 && ratio_ok(&Some(*five_seats)) && ratio_ok(&Some(*three_seats)),
            Scoring::Thousandths {
                five_seats,
                five_seat_cap,
                risiko,
                winner_bonus,
            } => {
                ratio_ok(&Some(*five_seats))
                    && *five_seat_cap > 0
                    && *risiko >= 0
                    && *winner_bonus >= 0
            }
            Scoring::PlacingBonus {
                divisor,
                five_seats,
                ..
            } => *divisor > 0 && ratio_ok(five_seats),
            Scoring::Spartac { five_seats, .. } => ratio_ok(five_seats),
            Scoring::HeadToHead { by_difference, .. } => {
                by_difference.windows(2).all(|w| w[0].from > w[1].from)
            }
            Scoring::PlaceBonus {
                divisor,
                five_seats,
                three_seats,
                ..
            } => *divisor > 0 && ratio_ok(&Some(*five_seats)) && ratio_ok(&Some(*three_seats)),
            Scoring::VictoryPoints { .. }
            | Scoring::WinDrawLoss { .. }
            | Scoring::Placement { .. } => true,
        }
    }

    /// The qualifying rounds, the thresholds, the teams' best games.
    fn check_phases(&self, out: &mut Vec<Text>) {
        let mut say = |t: Text| out.push(t);
        match self.phases.qualifying() {
            Some(0) => say(msg::FormatDefNoQualifyingRound.said()),
            Some(q) if q > 20 => say(msg::FormatDefTooManyQualifying { players: &q }.said()),
            _ => {}
        }
        if let Phases::Thresholds { thresholds, .. } = &self.phases {
            if let Err(e) = check_thresholds(thresholds) {
                say(msg::FormatThresholds { error: &"" }
                    .said()
                    .with_text("error", e))
            }
        }
        if let Some(Teams { best: Some(0) }) = self.options.teams {
            say(msg::FormatDefTeamBestZero.said());
        }
    }

    /// What a seat and a table may score.
    fn check_results(&self, out: &mut Vec<Text>) {
        let mut say = |t: Text| out.push(t);
        let r = &self.results;
        if r.seat_max == 0 {
            say(msg::FormatDefSeatMaxZero.said());
        }
        if r.risiko && r.seat_max < 100 {
            say(msg::FormatDefSeatMaxUnderRisiko {
                seat_max: &r.seat_max,
            }
            .said());
        }
        if r.table_max == Some(0) {
            say(msg::FormatDefTableMaxZero.said());
        }
        if let Some(end) = r.ends_at {
            if end == 0 || end > r.seat_max {
                say(msg::FormatDefEndsAtOutOfRange {
                    end: &end,
                    seat_max: &r.seat_max,
                }
                .said());
            }
        }
    }
}

/// The field holding the value a serde message quotes ("invalid type: string \"trenta\", expected
/// i64"): serde reports some errors at the end of the enclosing object, not at the value, so the value
/// itself is looked for.
fn json_field_of(text: &str, message: &str) -> Option<String> {
    let (_, rest) = message.split_once(" string \"")?;
    let value = rest.split('"').next()?;
    let at = text.find(&format!("\"{value}\""))?;
    let prefix = text.get(..at)?;
    json_field_at(prefix, usize::MAX, 0).or_else(|| {
        let before = prefix.trim_end().strip_suffix(':')?.trim_end();
        let key_end = before.strip_suffix('"')?;
        let key_start = key_end.rfind('"')?;
        Some(key_end[key_start + 1..].to_string())
    })
}

/// The name of the JSON field whose value is at `line`, `column` (1-based, as serde_json reports): the
/// last `"name":` before that place. `None` when there is none (an error before the first field).
fn json_field_at(text: &str, line: usize, column: usize) -> Option<String> {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let end = (start + column).min(text.len());
    let prefix = text.get(..end)?;
    let colon = prefix.rfind(':')?;
    let before = prefix[..colon].trim_end();
    let key_end = before.strip_suffix('"')?;
    let key_start = key_end.rfind('"')?;
    let key = &key_end[key_start + 1..];
    (!key.is_empty() && key.len() < 64).then(|| key.to_string())
}

#[cfg(test)]
mod tests {
    use crate::format::{builtin, FormatDef, FormatKind};
    use crate::i18n::Lang;

    /// A club's file of the shape saved before the names and summaries moved to the catalogue
    /// (`name`, `name_en`, `summary: {it, en}`) still reads, its own texts unchanged.
    #[test]
    fn a_file_saved_with_the_older_texts_reads_unchanged() {
        let mut v = serde_json::to_value(builtin(FormatKind::Master)).unwrap();
        let o = v.as_object_mut().unwrap();
        o.remove("names");
        o.insert("name".into(), "Master del circolo".into());
        o.insert("name_en".into(), "Club Master".into());
        o.insert(
            "summary".into(),
            serde_json::json!({"it": "Il nostro Master", "en": "Our Master"}),
        );
        let d = FormatDef::from_json(&v.to_string()).expect("reads");
        assert_eq!(d.name, "Master del circolo");
        assert_eq!(d.name_in(Lang::It), "Master del circolo");
        assert_eq!(d.name_in(Lang::En), "Club Master");
        assert_eq!(d.summary.text(Lang::It), "Il nostro Master");
        assert_eq!(d.summary.text(Lang::En), "Our Master");
        // Saved again, the summary keeps its shape: one text per language code.
        let again = serde_json::to_value(&d).unwrap();
        assert_eq!(again["summary"]["it"], "Il nostro Master");
        assert_eq!(again["summary"]["en"], "Our Master");
        // And the name in English is kept by language code, as the summary, read again the same.
        assert_eq!(again["names"]["en"], "Club Master");
        assert_eq!(FormatDef::from_json(&again.to_string()).expect("reads"), d);
        // A file without one says its `name` in every language.
        v.as_object_mut().unwrap().remove("name_en");
        let plain = FormatDef::from_json(&v.to_string()).expect("reads");
        assert_eq!(plain.name_in(Lang::En), "Master del circolo");
    }

    /// A built-in's name and summary come from the catalogue, in each language.
    #[test]
    fn builtin_words_come_from_the_catalogue() {
        let o = builtin(FormatKind::OthelloSwiss);
        assert_eq!(o.name, "Othello (svizzero)");
        assert_eq!(o.name_in(Lang::En), "Othello (Swiss)");
        assert_eq!(
            o.summary.text(Lang::En),
            crate::i18n::msg::FormatOthelloSwissSummary.str(Lang::En)
        );
    }
}
