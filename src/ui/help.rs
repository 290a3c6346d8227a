//! Help (a short guide: how a tournament runs in Raduno, each format in brief) and About.

use super::ctx;
use crate::words::msg;
use leptos::prelude::*;

#[component]
pub fn Help() -> impl IntoView {
    let cx = ctx();
    view! {
        <article class="help" id="help">
            {move || {
                let lang = cx.lang.get();
                view! {
                    <h1>{msg::HelpHowToUseRaduno.str(lang)}</h1>
                    <ol>
                        <li><b>{msg::HelpCreateTheTournament.str(lang)}</b>{msg::HelpOnTheTournamentsPage.str(lang)}</li>
                        <li><b>{msg::HelpRegisterThePlayers.str(lang)}</b>{msg::HelpTypeFirstAndLast.str(lang)}</li>
                        <li><b>{msg::HelpDrawTheRound.str(lang)}</b>{msg::HelpRadunoSeparatesClubsRegions.str(lang)}</li>
                        <li><b>{msg::HelpPrintTheScoreSheets.str(lang)}</b>{msg::HelpShowTheTablesOn.str(lang)}</li>
                        <li><b>{msg::HelpEnterTheScores.str(lang)}</b>{msg::HelpTableByTableEach.str(lang)}</li>
                        <li><b>{msg::HelpLookAtTheStandings.str(lang)}</b>{msg::HelpRadunoOffersTheNext.str(lang)}</li>
                    </ol>
                    <h2>{msg::HelpDuringTheEvening.str(lang)}</h2>
                    <ul>
                        <li><b>{msg::HelpLateArrivals.str(lang)}</b>{msg::HelpRegisterThemWhenThey.str(lang)}</li>
                        <li><b>{msg::HelpWithdrawals.str(lang)}</b>{msg::HelpUntickTakesPartThe.str(lang)}</li>
                        <li><b>{msg::HelpASubstitute.str(lang)}</b>{msg::HelpInTheDrawnRound.str(lang)}</li>
                        <li><b>{msg::HelpScoresByKeyboard.str(lang)}</b>{msg::HelpTabMovesBetweenFields.str(lang)}</li>
                        <li><b>{msg::HelpProjector.str(lang)}</b>{msg::HelpPlayersLookUpTheir.str(lang)}</li>
                    </ul>
                    <h2>{msg::HelpAClubSOwn.str(lang)}</h2>
                    <p>{msg::HelpIfYourClubPlays.str(lang)}</p>
                    <p>{msg::HelpEverythingSavesItselfIn.str(lang)}</p>
                }
            }}
            <h2>{move || msg::UiTheFormatsInBrief.text(cx.lang.get())}</h2>
            <dl class="formats">
                {move || {
                    let lang = cx.lang.get();
                    // Each format's own summary, from its definition (its file in `src/format`).
                    crate::format::FormatKind::all().map(|k| {
                        let d = crate::format::builtin(k);
                        view! { <dt>{d.name_in(lang).to_string()}</dt><dd>{d.summary.text(lang).to_string()}</dd> }
                    }).collect_view()
                }}
            </dl>
            <h2>{move || msg::UiFullRules.text(cx.lang.get())}</h2>
            <ul>
                <li><a href="https://www.risiko.it/regolamenti/" rel="noopener" target="_blank">{move || msg::UiOfficialRisikoRulesMasterTournaments.text(cx.lang.get())}</a></li>
                <li><a href="https://www.fngo.it/" rel="noopener" target="_blank">{move || msg::UiItalianOthelloFederationRating.text(cx.lang.get())}</a></li>
            </ul>
            <h2>{move || msg::UiGlossary.text(cx.lang.get())}</h2>
            <p>{move || msg::UiIscrittiRegisteredPlayersTurnoRoundTavolo.text(cx.lang.get())}</p>
        </article>
    }
}

#[component]
pub fn About() -> impl IntoView {
    let cx = ctx();
    view! {
        <article class="help" id="about">
            <h1>"Raduno " <span id="version">{env!("CARGO_PKG_VERSION")}</span></h1>
            <p>{move || msg::UiTournamentManagerForBoardGameClubs.text(cx.lang.get())}</p>
            <p>{move || msg::UiMitLicence.text(cx.lang.get())}</p>
        </article>
    }
}
