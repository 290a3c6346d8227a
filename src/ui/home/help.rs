//! Help (a short guide: how a tournament runs in Raduno, each format in brief) and About.

use crate::ui::ctx;
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
                    <h1>{msg::HelpTitle.str(lang)}</h1>
                    <ol>
                        <li><b>{msg::HelpCreate.str(lang)}</b>{msg::HelpCreateText.str(lang)}</li>
                        <li><b>{msg::HelpRegister.str(lang)}</b>{msg::HelpRegisterText.str(lang)}</li>
                        <li><b>{msg::HelpDraw.str(lang)}</b>{msg::HelpDrawText.str(lang)}</li>
                        <li><b>{msg::HelpPrint.str(lang)}</b>{msg::HelpPrintText.str(lang)}</li>
                        <li><b>{msg::HelpScores.str(lang)}</b>{msg::HelpScoresText.str(lang)}</li>
                        <li><b>{msg::HelpStandings.str(lang)}</b>{msg::HelpStandingsText.str(lang)}</li>
                    </ol>
                    <h2>{msg::HelpEvening.str(lang)}</h2>
                    <ul>
                        <li><b>{msg::HelpLateArrivals.str(lang)}</b>{msg::HelpLateArrivalsText.str(lang)}</li>
                        <li><b>{msg::HelpWithdrawals.str(lang)}</b>{msg::HelpWithdrawalsText.str(lang)}</li>
                        <li><b>{msg::HelpSubstitute.str(lang)}</b>{msg::HelpSubstituteText.str(lang)}</li>
                        <li><b>{msg::HelpKeyboard.str(lang)}</b>{msg::HelpKeyboardText.str(lang)}</li>
                        <li><b>{msg::HelpProjector.str(lang)}</b>{msg::HelpProjectorText.str(lang)}</li>
                    </ul>
                    <h2>{msg::HelpClubFormat.str(lang)}</h2>
                    <p>{msg::HelpClubFormatText.str(lang)}</p>
                    <p>{msg::HelpSavingText.str(lang)}</p>
                }
            }}
            <h2>{move || msg::UiHelpFormats.text(cx.lang.get())}</h2>
            <dl class="formats">
                {move || {
                    let lang = cx.lang.get();
                    // Each format's own summary, from its definition (its file in `format/builtin/`).
                    crate::format::FormatKind::all().map(|k| {
                        let d = crate::format::builtin(k);
                        view! { <dt>{d.name_in(lang).to_string()}</dt><dd>{d.summary.text(lang).to_string()}</dd> }
                    }).collect_view()
                }}
            </dl>
            <h2>{move || msg::UiFullRules.text(cx.lang.get())}</h2>
            <ul>
                <li><a href="https://www.risiko.it/regolamenti/" rel="noopener" target="_blank">{move || msg::UiHelpLinkRisikoRules.text(cx.lang.get())}</a></li>
                <li><a href="https://www.fngo.it/" rel="noopener" target="_blank">{move || msg::UiHelpLinkFngo.text(cx.lang.get())}</a></li>
            </ul>
            <h2>{move || msg::UiGlossary.text(cx.lang.get())}</h2>
            <p>{move || msg::UiHelpGlossary.text(cx.lang.get())}</p>
        </article>
    }
}

#[component]
pub fn About() -> impl IntoView {
    let cx = ctx();
    view! {
        <article class="help" id="about">
            <h1>"Raduno " <span id="version">{env!("CARGO_PKG_VERSION")}</span></h1>
            <p>{move || msg::UiHelpAbout.text(cx.lang.get())}</p>
            <p>{move || msg::UiMitLicence.text(cx.lang.get())}</p>
        </article>
    }
}
