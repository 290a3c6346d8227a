//! Publishing a finished tournament to the federation's database on the device's server, from the
//! standings page, and what the server answered.

use super::{default_federation_db, now_ms, problem_words, when};
use crate::i18n::{Lang, Localized};
use crate::replica::fetch::Client;
use crate::replica::Problem;
use crate::store;
use crate::ui::ctx;
use crate::use_cases::federation::{self as fed, Published};
use crate::words::msg;
use leptos::prelude::*;

/// What the last publication said.
#[derive(Clone, Debug, PartialEq)]
enum PublishOutcome {
    Busy,
    Done {
        published: Published,
        db: String,
        at_ms: f64,
    },
    Failed(Problem),
}

impl PublishOutcome {
    /// The line's class: done or refused once the server answered, nothing while it is asked.
    fn class(&self) -> &'static str {
        match self {
            PublishOutcome::Busy => "",
            PublishOutcome::Done { .. } => "ok",
            PublishOutcome::Failed(_) => "error",
        }
    }

    fn text(&self, lang: Lang) -> String {
        match self {
            PublishOutcome::Busy => msg::FedPublishBusy.text(lang),
            PublishOutcome::Done {
                published,
                db,
                at_ms,
            } => {
                let time = when(*at_ms, lang);
                match published {
                    Published::New { rev } => msg::FedPublishNew {
                        db,
                        time: &time,
                        rev,
                    }
                    .text(lang),
                    Published::Updated { rev } => msg::FedPublishUpdated {
                        db,
                        time: &time,
                        rev,
                    }
                    .text(lang),
                    Published::Unchanged { rev } => msg::FedPublishUnchanged {
                        db,
                        time: &time,
                        rev,
                    }
                    .text(lang),
                }
            }
            PublishOutcome::Failed(Problem::Forbidden(reason)) => {
                msg::FedPublishRefused { reason }.text(lang)
            }
            PublishOutcome::Failed(p) => {
                let problem = problem_words(p, lang);
                msg::FedPublishFailed { problem: &problem }.text(lang)
            }
        }
    }
}

/// "Publish to the federation": the open tournament's final standings written to the federation's
/// database on the device's server, with the device's credentials; disabled, with why, while the
/// tournament is not finished or the device has no server. The box is drawn whole in the language on
/// screen.
#[component]
pub fn PublishToFederation() -> impl IntoView {
    let cx = ctx();
    let said = RwSignal::new(None::<PublishOutcome>);
    let doc = Memo::new(move |_| cx.with_t(fed::document_of));
    let target = StoredValue::new(default_federation_db());
    let publish = move |_| {
        let (Some(Ok(doc)), Some(db)) = (doc.get_untracked(), target.get_value()) else {
            return;
        };
        let s = store::server();
        said.set(Some(PublishOutcome::Busy));
        leptos::task::spawn_local(async move {
            let client = Client::new(&db, &s.user, &s.password);
            let answer = fed::publish(&client, &doc).await;
            said.set(Some(match answer {
                Ok(published) => PublishOutcome::Done {
                    published,
                    db,
                    at_ms: now_ms(),
                },
                Err(p) => PublishOutcome::Failed(p),
            }));
        });
    };
    move || {
        let lang = cx.lang.get();
        let target = target.get_value();
        let why_not = match (doc.get(), &target) {
            (Some(Err(why)), _) => Some(why.text(lang)),
            (_, None) => Some(msg::FedPublishNoServer.text(lang)),
            _ => None,
        };
        let now = said.get();
        let busy = now == Some(PublishOutcome::Busy);
        let (class, text) = now.map_or(("", String::new()), |s| (s.class(), s.text(lang)));
        view! {
            <fieldset class="federation-publish" id="federation-publish">
                <legend>{msg::FedPublishLegend.text(lang)}</legend>
                <button type="button" class="primary" id="federation-publish-button"
                    disabled=why_not.is_some() || busy on:click=publish>{msg::FedPublishButton.text(lang)}</button>
                <p class="hint" id="federation-publish-why-not" hidden=why_not.is_none()>{why_not.clone().unwrap_or_default()}</p>
                <p class="hint">{msg::FedPublishWhat { db: &target.unwrap_or_default() }.text(lang)}</p>
                <p id="federation-publish-said" role="status" class=class hidden=text.is_empty()>{text.clone()}</p>
            </fieldset>
        }
    }
}
