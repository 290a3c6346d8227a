//! A tournament's settings changed: the settings page, a final's number of games, a rename from the home
//! page, a copy.

use crate::journal::Event;
use crate::model::Settings;

/// The tournament's settings replaced by `settings` (the journal checks them against the format).
pub fn change(settings: Settings) -> Event {
    Event::SettingsChanged { settings }
}

/// The tournament renamed.
pub fn rename(current: &Settings, name: &str) -> Event {
    let mut settings = current.clone();
    settings.name = name.to_string();
    change(settings)
}

/// A final played as best of `games` games; `None` when it already is.
pub fn final_games(current: &Settings, games: u8) -> Option<Event> {
    (current.final_games != Some(games)).then(|| {
        let mut settings = current.clone();
        settings.final_games = Some(games);
        change(settings)
    })
}
