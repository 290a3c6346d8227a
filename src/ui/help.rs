//! Help (a short guide: how a tournament runs in Raduno, each format in brief) and About.

use super::ctx;
use crate::i18n::Lang;
use crate::words::msg;
use leptos::prelude::*;

#[component]
pub fn Help() -> impl IntoView {
    let cx = ctx();
    view! {
        <article class="help" id="help">
            {move || match cx.lang.get() {
                Lang::It => view! {
                    <h1>"Come si usa Raduno"</h1>
                    <ol>
                        <li><b>"Crea il torneo"</b>" dalla pagina Tornei (o apri quello dimostrativo) e scegli il formato."</li>
                        <li><b>"Iscrivi i giocatori"</b>": scrivi nome e cognome e premi Invio, il modulo è pronto per il successivo. Club e regione restano per il giocatore successivo. Oppure importa la cartella Excel (pagina Documenti). Prima del turno 1 fai il check-in: togli la spunta «Presente» a chi non è venuto."</li>
                        <li><b>"Sorteggia il turno"</b>": Raduno separa club, regioni e chi si è già incontrato nell'ordine di priorità del regolamento, e mostra i conflitti rimasti e il minimo possibile. Puoi scambiare due giocatori a mano prima di iniziare."</li>
                        <li><b>"Stampa i fogli segnapunti"</b>", mostra i tavoli sul proiettore, e quando si gioca blocca il turno."</li>
                        <li><b>"Inserisci i punteggi"</b>" tavolo per tavolo: il tavolo mostra subito la sua classifica e i punti torneo."</li>
                        <li><b>"Guarda la classifica"</b>"; Raduno propone la fase successiva (semifinali, finale) e spiega perché."</li>
                    </ol>
                    <h2>"Durante la serata"</h2>
                    <ul>
                        <li><b>"Chi arriva tardi"</b>": iscrivilo quando arriva; entra dal sorteggio successivo, e nei turni che non ha giocato la classifica mostra «–»."</li>
                        <li><b>"Chi si ritira"</b>": togli la spunta «Partecipa»; non viene più sorteggiato, le sue partite restano e in classifica appare «(ritirato)»."</li>
                        <li><b>"Un sostituto"</b>": nel turno sorteggiato, «Scambia» il giocatore che manca con l'ID del sostituto, anche se non è nel turno."</li>
                        <li><b>"Punteggi da tastiera"</b>": Tab passa da un campo all'altro, Invio salva il tavolo e porta al primo punteggio del tavolo successivo. Quello che scrivi e non salvi resta come «bozza, non salvata»."</li>
                        <li><b>"Proiettore"</b>": i giocatori cercano il proprio tavolo per nome (anche senza accenti, anche cognome e nome), nick o ID; l'orologio del turno usa la durata scelta nelle Impostazioni."</li>
                    </ul>
                    <h2>"Un formato del circolo"</h2>
                    <p>"Se il tuo club gioca con regole sue, in Impostazioni → «Formato del circolo» crea un formato dal formato scelto e cambiane i campi: piano dei tavoli, regola e priorità del sorteggio di ogni turno (nell'ordine che vuoi), formula del punteggio e sue costanti, risultati validi (il massimo per giocatore e per tavolo, il punteggio che chiude la partita), spareggi della classifica, fasi. Ogni modifica è controllata: se non si può giocare, Raduno dice perché e non salva. Esportalo in JSON per usarlo in altri tornei o con la riga di comando (raduno standings … --format formato.json)."</p>
                    <p>"Tutto si salva da solo nel browser a ogni operazione; ogni operazione si può annullare (Ctrl+Z). Scarica ogni tanto un backup: è un file che puoi ripristinare su qualunque computer. Raduno funziona anche senza internet."</p>
                }.into_any(),
                Lang::En => view! {
                    <h1>"How to use Raduno"</h1>
                    <ol>
                        <li><b>"Create the tournament"</b>" on the Tournaments page (or open the demo) and pick its format."</li>
                        <li><b>"Register the players"</b>": type first and last name and press Enter; the form is ready for the next one. Club and region stay for the next player. Or import the Excel workbook (Documents page). Before round 1, check in: untick “Present” for whoever did not come."</li>
                        <li><b>"Draw the round"</b>": Raduno separates clubs, regions and players who already met in the rulebook's order of priority, and shows the remaining conflicts and the least achievable. You can swap two players by hand before play starts."</li>
                        <li><b>"Print the score sheets"</b>", show the tables on the projector, and lock the round when play starts."</li>
                        <li><b>"Enter the scores"</b>" table by table: each table shows its ranking and tournament points at once."</li>
                        <li><b>"Look at the standings"</b>"; Raduno offers the next phase (semifinals, final) and explains why."</li>
                    </ol>
                    <h2>"During the evening"</h2>
                    <ul>
                        <li><b>"Late arrivals"</b>": register them when they arrive; they join the next draw, and the standings show “–” for the rounds they did not play."</li>
                        <li><b>"Withdrawals"</b>": untick “Takes part”; the player is not drawn again, his games stay and the standings show “(withdrawn)”."</li>
                        <li><b>"A substitute"</b>": in the drawn round, “Swap” the missing player with the substitute's ID, even if he is not in the round."</li>
                        <li><b>"Scores by keyboard"</b>": Tab moves between fields, Enter saves the table and goes to the next table's first score. What you type and do not save stays as a “draft, not saved”."</li>
                        <li><b>"Projector"</b>": players look up their table by name (accents or not, surname first or not), nickname or ID; the round clock uses the length set in the Settings."</li>
                    </ul>
                    <h2>"A club's own format"</h2>
                    <p>"If your club plays its own rules, Settings → “Club's own format” makes a format from the chosen one; change its fields: the table plan, each round's draw rule and priorities (in the order you want), the scoring formula and its constants, the valid results (the most a player and a table can score, the score that ends the game), the standings' tie-breaks, the phases. Every change is checked: if it cannot be played, Raduno says why and does not save it. Export it as JSON to use it in other tournaments or with the command line (raduno standings … --format format.json)."</p>
                    <p>"Everything saves itself in the browser after every operation; every operation can be undone (Ctrl+Z). Download a backup now and then: a file you can restore on any computer. Raduno works with no internet."</p>
                }.into_any(),
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
