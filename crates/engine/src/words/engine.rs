//! The engine's typed values in words, through the catalogue (`locales/<lang>/engine.ftl`). Each match
//! names every variant with no wildcard: a new variant without its words does not compile.

use super::msg;
use crate::format::EntryProblem;
use crate::i18n::{Lang, Localized};
use crate::journal::ModelError;
use crate::model::PlayerId;

/// "Nome Cognome (12), Nome Cognome (7)".
fn seated(players: &[(PlayerId, String)], lang: Lang) -> String {
    players
        .iter()
        .map(|(id, name)| msg::SeatedPlayer { name, id }.text(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every reason a table's results cannot happen, each naming its seat's player where it has one.
fn reasons(problems: &[EntryProblem], lang: Lang) -> String {
    problems
        .iter()
        .map(|p| match (p.seat, p.player) {
            (Some(_), Some(_)) => format!("{}: {}", p.name, p.reason(lang)),
            _ => p.reason(lang),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A national ID (tessera) that another player of the tournament already holds.
fn national_id_taken(
    national_id: &u64,
    (id, name): &(PlayerId, String),
    (holder_id, holder): &(PlayerId, String),
    lang: Lang,
) -> String {
    msg::FedModelNationalIdTaken {
        national_id,
        name,
        id,
        holder,
        holder_id,
    }
    .text(lang)
}

impl Localized for ModelError {
    fn text(&self, lang: Lang) -> String {
        use ModelError::*;
        match self {
            DuplicateId(id) => msg::ModelDuplicateId { id }.text(lang),
            InvalidId => msg::ModelInvalidId.text(lang),
            MissingName(id) => msg::ModelMissingName { id }.text(lang),
            UnknownPlayer(id) => msg::ModelUnknownPlayer { id }.text(lang),
            PlayerHasPlayed(id) => msg::ModelPlayerHasPlayed { id }.text(lang),
            UnknownRound(round) => msg::ModelUnknownRound { round }.text(lang),
            UnknownTable { round, table } => msg::ModelUnknownTable { round, table }.text(lang),
            RoundOutOfOrder { expected, got } => {
                msg::ModelRoundOutOfOrder { expected, got }.text(lang)
            }
            RoundLocked(round) => msg::ModelRoundLocked { round }.text(lang),
            RoundHasResults(round) => msg::ModelRoundHasResults { round }.text(lang),
            NotLastRound(round) => msg::ModelNotLastRound { round }.text(lang),
            BadSeating { round, player } => msg::ModelBadSeating { round, player }.text(lang),
            BadSeatSecret(round) => msg::VenueBadSeatSecret { round }.text(lang),
            WrongSeatCount {
                round,
                table,
                expected,
                got,
            } => msg::ModelWrongSeatCount {
                round,
                table,
                expected,
                got,
            }
            .text(lang),
            ImpossibleResults {
                round,
                table,
                players,
                problems,
            } => msg::ModelImpossibleResults {
                round,
                table,
                who: &seated(players, lang),
                why: &reasons(problems, lang),
            }
            .text(lang),
            Unscorable {
                round,
                table,
                players,
                error,
            } => msg::ModelUnscorable {
                round,
                table,
                who: &seated(players, lang),
                why: &error.text(lang),
            }
            .text(lang),
            EmptyName => msg::ModelEmptyName.text(lang),
            UnknownFormat(id) => msg::ModelUnknownFormat { id }.text(lang),
            BadFormat(problems) => msg::ModelBadFormat {
                problems: &problems
                    .iter()
                    .map(|t| t.text(lang))
                    .collect::<Vec<_>>()
                    .join("; "),
            }
            .text(lang),
            NothingToUndo => msg::ModelNothingToUndo.text(lang),
            NothingToRedo => msg::ModelNothingToRedo.text(lang),
            NotPartOfCommand => msg::ModelNotPartOfCommand.text(lang),
            UnknownEvent(id) => msg::ModelUnknownEvent { id }.text(lang),
            DuplicateNationalId {
                national_id,
                player,
                holder,
            } => national_id_taken(national_id, player, holder, lang),
            BadDate(text) => msg::FedDateInvalid { text }.text(lang),
            BadWorkbook(detail) => msg::ModelWorkbookKeptTooLarge { detail }.text(lang),
        }
    }
}
