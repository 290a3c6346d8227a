//! Finding a player by what is typed at a venue (the players page and the projector's "where do I
//! sit?"): every Latin letter folded to its plain base (ł → l, ø → o, æ → ae, ß → ss,
//! đ → d, ș → s, not only combining accents), spaces and apostrophes ignored, any part and any order of
//! the words. "nicolo", "dellacqua", "Acqua Nicolò" and "nicolo dellacqua" all find Nicolò Dell'Acqua;
//! "zolkiewski" finds Łukasz Żółkiewski.
//!
//! ```
//! use raduno_engine::model::search::{fold_latin, Query};
//! assert_eq!(fold_latin("Łukasz Żółkiewski"), "lukaszzolkiewski");
//! assert_eq!(fold_latin("Dell'Acqua Ærø Straße"), "dellacquaaerostrasse");
//! let q = Query::new("acqua nicolo");
//! assert!(q.finds(&["Nicolò", "Dell'Acqua"]));
//! assert!(!Query::new("rossi").finds(&["Nicolò", "Dell'Acqua"]));
//! ```

/// The plain letters a lower-case Latin letter stands for, for the letters that are not plain already
/// (Latin-1 Supplement, Latin Extended-A, the Extended-B letters used in Europe and Vietnam, and Latin
/// Extended Additional). None: the letter is its own base (a–z, digits, other scripts).
fn base(c: char) -> Option<&'static str> {
    let s = match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' | 'ǎ' | 'ǟ' | 'ǡ' | 'ǻ' | 'ȁ' | 'ȃ'
        | 'ȧ' | 'ɐ' | 'ɑ' => "a",
        'æ' | 'ǣ' | 'ǽ' => "ae",
        'ƀ' | 'ƃ' | 'ɓ' => "b",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' | 'ƈ' | 'ȼ' => "c",
        'ð' | 'ď' | 'đ' | 'ƌ' | 'ȡ' | 'ɖ' | 'ɗ' => "d",
        'ǆ' | 'ǳ' => "dz",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' | 'ȅ' | 'ȇ' | 'ȩ' | 'ɇ' | 'ǝ' | 'ə'
        | 'ɛ' => "e",
        'ƒ' => "f",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' | 'ǥ' | 'ǧ' | 'ǵ' | 'ɠ' | 'ɡ' => "g",
        'ĥ' | 'ħ' | 'ȟ' | 'ɦ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' | 'ǐ' | 'ȉ' | 'ȋ' | 'ɨ' => {
            "i"
        }
        'ĳ' => "ij",
        'ĵ' | 'ǰ' | 'ȷ' | 'ɉ' => "j",
        'ķ' | 'ĸ' | 'ƙ' | 'ǩ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' | 'ƚ' | 'ȴ' | 'ɫ' => "l",
        'ǉ' => "lj",
        'ñ' | 'ń' | 'ņ' | 'ň' | 'ŉ' | 'ŋ' | 'ƞ' | 'ǹ' | 'ȵ' | 'ɲ' => "n",
        'ǌ' => "nj",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' | 'ơ' | 'ǒ' | 'ǫ' | 'ǭ' | 'ǿ' | 'ȍ'
        | 'ȏ' | 'ȫ' | 'ȭ' | 'ȯ' | 'ȱ' | 'ɔ' | 'ɵ' => "o",
        'œ' => "oe",
        'ƣ' => "oi",
        'ƥ' => "p",
        'ŕ' | 'ŗ' | 'ř' | 'ȑ' | 'ȓ' | 'ɍ' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' | 'ſ' | 'ș' | 'ȿ' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' | 'ƫ' | 'ƭ' | 'ț' | 'ȶ' | 'ʈ' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' | 'ư' | 'ǔ' | 'ǖ' | 'ǘ' | 'ǚ'
        | 'ǜ' | 'ȕ' | 'ȗ' | 'ʉ' => "u",
        'ʋ' => "v",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' | 'ƴ' | 'ȳ' | 'ɏ' => "y",
        'ź' | 'ż' | 'ž' | 'ƶ' | 'ȥ' | 'ɀ' | 'ʐ' | 'ʑ' => "z",
        'ʒ' | 'ǯ' => "z",
        _ => return extended_additional(c),
    };
    Some(s)
}

/// Latin Extended Additional (U+1E00–U+1EFF): letters with dots, rings and hooks (ḍ, ṭ, ẓ) and the
/// Vietnamese vowels (ạ, ế, ở, ự), in blocks of one base letter each.
fn extended_additional(c: char) -> Option<&'static str> {
    let u = c as u32;
    let s = match u {
        0x1E00..=0x1E01 => "a",
        0x1E02..=0x1E07 => "b",
        0x1E08..=0x1E09 => "c",
        0x1E0A..=0x1E13 => "d",
        0x1E14..=0x1E1D => "e",
        0x1E1E..=0x1E1F => "f",
        0x1E20..=0x1E21 => "g",
        0x1E22..=0x1E2B | 0x1E96 => "h",
        0x1E2C..=0x1E2F => "i",
        0x1E30..=0x1E35 => "k",
        0x1E36..=0x1E3D => "l",
        0x1E3E..=0x1E43 => "m",
        0x1E44..=0x1E4B => "n",
        0x1E4C..=0x1E53 => "o",
        0x1E54..=0x1E57 => "p",
        0x1E58..=0x1E5F => "r",
        0x1E60..=0x1E69 | 0x1E9B => "s",
        0x1E6A..=0x1E71 | 0x1E97 => "t",
        0x1E72..=0x1E7B => "u",
        0x1E7C..=0x1E7F => "v",
        0x1E80..=0x1E89 | 0x1E98 => "w",
        0x1E8A..=0x1E8D => "x",
        0x1E8E..=0x1E8F | 0x1E99 => "y",
        0x1E90..=0x1E95 => "z",
        0x1E9A => "a",
        0x1E9E => "ss",
        0x1EA0..=0x1EB7 => "a",
        0x1EB8..=0x1EC7 => "e",
        0x1EC8..=0x1ECB => "i",
        0x1ECC..=0x1EE3 => "o",
        0x1EE4..=0x1EF1 => "u",
        0x1EF2..=0x1EF9 => "y",
        _ => return None,
    };
    Some(s)
}

/// Lower case, every Latin letter folded to its plain base, everything that is not a letter or a digit
/// dropped (spaces, apostrophes, hyphens, combining accents of text typed decomposed).
pub fn fold_latin(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match base(c) {
            Some(s) => out.push_str(s),
            None if c.is_alphanumeric() => out.push(c),
            None => {}
        }
    }
    out
}

use super::Player;

/// What was typed in a search box, folded once: its words, and the whole of it without spaces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    words: Vec<String>,
    joined: String,
    /// Set by [`Query::among`]: some player's whole name (or nickname) is what was typed, so the query
    /// finds only such players ("Daniela Ié" is not also "Daniela Longo", whose first name holds "ie").
    whole_name: bool,
}

impl Query {
    pub fn new(text: &str) -> Self {
        let words: Vec<String> = text
            .split(|c: char| c.is_whitespace() || c == ',')
            .map(fold_latin)
            .filter(|w| !w.is_empty())
            .collect();
        let joined = words.concat();
        Query {
            words,
            joined,
            whole_name: false,
        }
    }

    /// The query to look for among `players`: when it is some player's whole name, first and last in
    /// either order, or his nickname, it finds only the players so named.
    pub fn among(mut self, players: &[Player]) -> Self {
        self.whole_name = players.iter().any(|p| self.is_whole_name(p));
        self
    }

    /// What was typed is `p`'s first and last name, in either order, or his nickname, spaces and
    /// accents aside.
    fn is_whole_name(&self, p: &Player) -> bool {
        if self.joined.is_empty() {
            return false;
        }
        let (first, last) = (fold_latin(&p.first_name), fold_latin(&p.last_name));
        self.joined == format!("{first}{last}")
            || self.joined == format!("{last}{first}")
            || self.joined == fold_latin(&p.nick)
    }

    /// Nothing typed (or only spaces and punctuation).
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// Does the query name the player of these `fields` (first name, last name, nickname, club, ID…)?
    /// Every word typed must be part of one field, or of the first two fields written together in
    /// either order ("dellacqua", "nicolodell"); or the whole query, spaces ignored, part of such a
    /// text ("dell acqua" as typed for "Dell'Acqua"). An empty query finds everyone.
    pub fn finds(&self, fields: &[&str]) -> bool {
        if self.is_empty() {
            return true;
        }
        let mut texts: Vec<String> = fields
            .iter()
            .map(|f| fold_latin(f))
            .filter(|f| !f.is_empty())
            .collect();
        if let [first, last, ..] = fields {
            let (first, last) = (fold_latin(first), fold_latin(last));
            texts.push(format!("{first}{last}"));
            texts.push(format!("{last}{first}"));
        }
        let part = |w: &str| texts.iter().any(|t| t.contains(w));
        self.words.iter().all(|w| part(w)) || part(&self.joined)
    }

    /// The query is exactly this number (a player's ID).
    pub fn is_number(&self, n: u32) -> bool {
        self.words.len() == 1 && self.words[0] == n.to_string()
    }

    /// A single number typed: an ID, which finds only the player who has it.
    fn is_id(&self) -> bool {
        self.words.len() == 1 && self.words[0].chars().all(|c| c.is_ascii_digit())
    }

    /// Does the query name player `p`? A number is his ID exactly; words are looked for in his first
    /// name, last name and nickname, and in `more` (club and region on the players page).
    pub fn finds_player(&self, p: &Player, more: &[&str]) -> bool {
        if self.is_id() {
            return self.is_number(p.id);
        }
        if self.whole_name {
            return self.is_whole_name(p);
        }
        let mut fields = vec![p.first_name.as_str(), p.last_name.as_str(), p.nick.as_str()];
        fields.extend_from_slice(more);
        self.finds(&fields)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NICOLO: [&str; 2] = ["Nicolò", "Dell'Acqua"];
    const LUKASZ: [&str; 2] = ["Łukasz", "Żółkiewski"];
    const TARANA: [&str; 2] = ["Giulia", "Taranà"];

    #[test]
    fn every_latin_letter_folds_to_its_base() {
        for (typed, plain) in [
            ("Łódź", "lodz"),
            ("Søren Ærø", "sorenaero"),
            ("Straße", "strasse"),
            ("Đorđević", "dordevic"),
            ("Ștefan Țărână", "stefantarana"),
            ("Győző Őrsi", "gyozoorsi"),
            ("Jiří Řehoř", "jirirehor"),
            ("Þórður", "thordur"),
            ("Œuvre", "oeuvre"),
            ("Nguyễn Thị Ánh", "nguyenthianh"),
            ("İstanbul", "istanbul"),
            ("Dell'Acqua", "dellacqua"),
            ("D’Amico", "damico"),
            ("Nicolo\u{300}", "nicolo"), // typed decomposed: the combining grave is dropped
            ("Ḍoṭẓ", "dotz"),
        ] {
            assert_eq!(fold_latin(typed), plain, "{typed}");
        }
        // Other scripts stay as they are, lower-cased.
        assert_eq!(fold_latin("Αθηνά Ivanov Иван"), "αθηνάivanovиван");
    }

    #[test]
    fn the_issue_s_searches_find_their_players() {
        for q in [
            "nicolo",
            "NICOLÒ",
            "dellacqua",
            "Acqua Nicolò",
            "nicolo dellacqua",
            "dell acqua",
            "dell'acqua nic",
            "acqua",
        ] {
            assert!(Query::new(q).finds(&NICOLO), "{q}");
        }
        for q in ["zolkiewski", "lukasz", "Żółkiewski Łukasz", "kiewski"] {
            assert!(Query::new(q).finds(&LUKASZ), "{q}");
        }
        for q in ["Tarana", "taranà", "giulia tara"] {
            assert!(Query::new(q).finds(&TARANA), "{q}");
        }
    }

    #[test]
    fn a_word_that_is_nowhere_finds_nobody() {
        for q in ["nicola", "rossi", "nicolo rossi", "acquaz"] {
            assert!(!Query::new(q).finds(&NICOLO), "{q}");
        }
        assert!(!Query::new("zolkiewsky").finds(&LUKASZ));
    }

    #[test]
    fn other_fields_and_the_id_count() {
        let fields = ["Anna", "Bianchi", "Gufetta", "Dadi Rossi", "17"];
        assert!(Query::new("gufetta").finds(&fields));
        assert!(Query::new("dadirossi anna").finds(&fields));
        assert!(Query::new("17").finds(&fields));
        assert!(Query::new("17").is_number(17));
        assert!(!Query::new("17 anna").is_number(17));
        assert!(Query::new("  ' ").is_empty());
        assert!(
            Query::new("").finds(&fields),
            "nothing typed finds everyone"
        );
    }

    #[test]
    fn a_number_is_an_id_exactly() {
        let mut p = Player::new(13, "Nicolò", "Dell'Acqua");
        p.nick = "Gufo".into();
        assert!(Query::new("13").finds_player(&p, &[]));
        assert!(!Query::new("1").finds_player(&p, &[]), "1 is not 13");
        assert!(!Query::new("3").finds_player(&p, &[]));
        assert!(Query::new("gufo nicolo").finds_player(&p, &[]));
        assert!(Query::new("roma").finds_player(&p, &["Dadi Roma", "Lazio"]));
        assert!(!Query::new("roma").finds_player(&p, &[]));
    }

    #[test]
    fn a_whole_name_typed_finds_only_who_has_it() {
        let ie = Player::new(1, "Daniela", "Ié");
        let longo = Player::new(2, "Daniela", "Longo");
        let both = [ie.clone(), longo.clone()];
        // Word by word, "ie" is part of "Daniela": both are found…
        assert!(Query::new("daniela ie").finds_player(&longo, &[]));
        // …but among players one of whom is Daniela Ié, only she is.
        let q = Query::new("Daniela Ié").among(&both);
        assert!(q.finds_player(&ie, &[]));
        assert!(!q.finds_player(&longo, &[]));
        assert!(Query::new("ie daniela").among(&both).finds_player(&ie, &[]));
        // Part of a name still finds everyone it is part of.
        let q = Query::new("daniela").among(&both);
        assert!(q.finds_player(&ie, &[]) && q.finds_player(&longo, &[]));
    }
}
