//! Help (a short guide: how a tournament runs in Raduno, each format in brief) and About.

use super::ctx;
use crate::i18n::Lang;
use leptos::prelude::*;

/// (format, Italian summary, English summary)
const FORMATS: [(&str, &str, &str); 9] = [
    ("Master", "Due turni di qualificazione a tavoli da 4 (da 5 solo se serve; i «cinquisti» sono sorteggiati). Punti in millesimi: punti tavolo / 1000, +1 al vincitore; ai tavoli da 5 ×1,25 arrotondato per eccesso, massimo 1,100; RisiKo! vale 1,100. Poi semifinali per fasce e finale secondo il numero di giocatori.", "Two qualifying rounds at tables of 4 (5 only as needed; the 'cinquisti' are drawn). Points in thousandths: table points / 1000, +1 to the winner; at 5-tables ×1.25 rounded up, at most 1.100; a RisiKo! is 1.100. Then semifinals by bands and a final, by the number of players."),
    ("MasterRisiko", "Come il Master (regole storiche del programma GestioneRaduno): 2 turni, semifinali (3 tavoli se un solo giocatore ha 2 vittorie, altrimenti 4), finale.", "As Master (the legacy program's rules): 2 rounds, semifinals (3 tables if exactly one player has 2 wins, else 4), final."),
    ("Raduno Nazionale", "Tavoli da 4. Turno 1: separa club e regioni; turno 2: evita chi si è già incontrato e i vincitori insieme. Punti tavolo +50 al vincitore (+25 a testa se in due). Semifinali dei primi 16 per fasce, finale dei 4 vincitori.", "Tables of 4. Round 1 separates clubs and regions; round 2 avoids players who met and winners together. Table points +50 to the winner (+25 each when two share it). Semifinals of the top 16 by bands, final of the 4 winners."),
    ("Open", "Tavoli da 4 e 5, quanti turni si vuole. Punti tavolo (×1,25 ai tavoli da 5) +50 al vincitore. Classifica per punti, poi vittorie.", "Tables of 4 and 5, any number of rounds. Table points (×1.25 at 5-tables) +50 to the winner. Standings by points, then wins."),
    ("Torneo Gufo", "Sorteggio come l'Open. Punti tavolo /100 (×1,25 ai tavoli da 5) più un bonus di piazzamento (12, 7, 5, 3, 2) o di eliminazione (3, 2, 1, 0).", "Draw as Open. Table points / 100 (×1.25 at 5-tables) plus a placing bonus (12, 7, 5, 3, 2) or an elimination bonus (3, 2, 1, 0)."),
    ("Campionato Gufo", "Tavoli da 4, uno da 5 o tavoli da 3 con un «fantasma». Formula Spartac: il vincitore 100 + i suoi punti (RisiKo! 186), gli altri 100 − (punti del vincitore − i propri).", "Tables of 4, one of 5, or tables of 3 with a 'ghost'. Spartac formula: the winner 100 + his points (RisiKo! 186), the others 100 − (winner's points − their own)."),
    ("Testa a testa", "Due giocatori (più un fantoccio), partita e rivincita; il forte contro il debole. Tabella punti da 200/10 a 100/100 secondo l'esito e lo scarto; chi riposa prende 10. Semifinali 1°–4° e 2°–3°, poi finale.", "Two players (plus a dummy), game and rematch; strong against weak. Score table from 200/10 to 100/100 by outcome and margin; a player sitting out gets 10. Semifinals 1st–4th and 2nd–3rd, then a final."),
    ("Ludolimpica", "Due partite a tavoli da 3 a 5: la prima sorteggiata, la seconda per classifica. Punti vittoria, +20 per ogni partita vinta arrivando a 105. Finale dei primi 4.", "Two games at tables of 3 to 5: the first drawn, the second by standings. Victory points, +20 for each game won by reaching 105. Final of the top 4."),
    ("Othello", "Partite a due registrate con le pedine (es. 34–30): 2 punti la vittoria, 1 il pari. Abbinamento svizzero per punteggio senza ripetizioni e con colori bilanciati; classifica per punti, Buchholz, differenza pedine. Il rating FNGO si aggiorna a fine torneo.", "Two-player games recorded as disc counts (e.g. 34–30): 2 points a win, 1 a draw. Swiss pairing by score with no rematch and balanced colours; standings by points, Buchholz, disc difference. The FNGO rating is updated after the tournament."),
];

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
                    <p>"Everything saves itself in the browser after every operation; every operation can be undone (Ctrl+Z). Download a backup now and then: a file you can restore on any computer. Raduno works with no internet."</p>
                }.into_any(),
            }}
            <h2>{move || cx.tr("I formati in breve", "The formats in brief")}</h2>
            <dl class="formats">
                {move || {
                    let lang = cx.lang.get();
                    FORMATS.iter().map(|(name, it, en)| {
                        let name = if *name == "Othello" { crate::model::FormatKind::OthelloSwiss.name_in(lang) } else { *name };
                        view! { <dt>{name}</dt><dd>{lang.pick(*it, *en)}</dd> }
                    }).collect_view()
                }}
            </dl>
            <h2>{move || cx.tr("Regolamenti completi", "Full rules")}</h2>
            <ul>
                <li><a href="https://www.risiko.it/regolamenti/" rel="noopener" target="_blank">{move || cx.tr("Regolamenti ufficiali RisiKo! (Master, Torneo)", "Official RisiKo! rules (Master, tournaments)")}</a></li>
                <li><a href="https://www.fngo.it/" rel="noopener" target="_blank">{move || cx.tr("Federazione Nazionale Gioco Othello (rating)", "Italian Othello federation (rating)")}</a></li>
            </ul>
            <h2>{move || cx.tr("Glossario", "Glossary")}</h2>
            <p>{move || cx.tr(
                "Iscritti: giocatori registrati. Turno: round. Tavolo: table. Punti tavolo: punti fatti al tavolo. Punti torneo: punti per la classifica. Cinquisti: chi siede ai tavoli da 5. Fasce: gruppi di classifica per le semifinali. Punti fuori obiettivo: spareggio del Master.",
                "Iscritti: registered players. Turno: round. Tavolo: table. Punti tavolo: table points. Punti torneo: tournament points. Cinquisti: players at 5-seat tables. Fasce: standings bands for the semifinals. Punti fuori obiettivo: points outside the objective, a Master tie-break.")}</p>
        </article>
    }
}

#[component]
pub fn About() -> impl IntoView {
    let cx = ctx();
    view! {
        <article class="help" id="about">
            <h1>"Raduno " <span id="version">{env!("CARGO_PKG_VERSION")}</span></h1>
            <p>{move || cx.tr(
                "Gestione tornei per i club di giochi da tavolo: RisiKo! (tavoli da 3 a 5), campionati testa a testa, tornei svizzeri di Othello con il rating federale. Erede di GestioneRaduno. Funziona senza installare nulla e senza internet; i tornei restano in questo browser.",
                "Tournament manager for board-game clubs: RisiKo! (tables of 3 to 5), head-to-head championships, Othello Swiss tournaments with the federation rating. Successor of GestioneRaduno. Nothing to install, works offline; tournaments stay in this browser.")}</p>
            <p>{move || cx.tr("Licenza MIT.", "MIT licence.")}</p>
        </article>
    }
}
