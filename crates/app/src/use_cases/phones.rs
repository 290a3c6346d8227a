//! Players' phones, the director's side of the server: the publication written to the players'
//! database (tables, clock, standings: [`crate::publish`]) with the round's seats' locks in the
//! proposals' design document, and the proposals of a round read back ([`crate::proposal`]). The page
//! builds the publication from what it holds (the seats' codes, its clock) and says what happened;
//! the requests are [`crate::replica`]'s.

#[cfg(target_arch = "wasm32")]
use crate::proposal::{self, Proposal, Refusal};
#[cfg(target_arch = "wasm32")]
use crate::publish::{self, Publication};
#[cfg(target_arch = "wasm32")]
use crate::replica::designs::Current;
#[cfg(target_arch = "wasm32")]
use crate::replica::{designs, Client, Problem};

/// The id range of round `round`'s proposals of tournament `key`: `(first, last)`.
pub fn proposals_range(key: &str, round: u32) -> (String, String) {
    (format!("{key}:{round}:"), format!("{key}:{round}:\u{fff0}"))
}

/// Writes the publication `doc` of tournament `key` to the players' database of the server `db`
/// (with `user`'s credentials), and the round's `locks` to the proposals' design document (the
/// server's other tournaments kept). A device whose projector has not started the clock keeps the one
/// another device published for the same round (the two would otherwise write over each other's
/// clock); nothing that is there already is written again.
#[cfg(target_arch = "wasm32")]
pub async fn publish(
    db: &str,
    user: &str,
    password: &str,
    key: &str,
    mut doc: Publication,
    locks: Option<Current>,
) -> Result<(), Problem> {
    let follow = Client::new(&publish::follow_db(db), user, password);
    if doc.clock.is_none() {
        if let Some(old) = follow.get_doc(key).await? {
            let on_server: Option<Publication> = serde_json::from_value(old).ok();
            if let Some(p) = on_server.filter(|p| {
                p.round.as_ref().map(|r| r.number) == doc.round.as_ref().map(|r| r.number)
            }) {
                doc.clock = p.clock;
            }
        }
    }
    let value = serde_json::to_value(&doc).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    follow.put_if_changed(key, |_| value.clone()).await?;
    if let Some(current) = locks {
        let proposals = Client::new(&publish::proposals_db(db), user, password);
        proposals
            .put_if_changed(designs::DESIGN_ID, |old| {
                designs::proposals_design_with(old, key, current.clone())
            })
            .await?;
    }
    Ok(())
}

/// The proposals of round `round` of tournament `key` on the server `db`, read with the director's
/// credentials: each read and checked, or its id and why not.
#[cfg(target_arch = "wasm32")]
pub async fn read_proposals(
    db: &str,
    user: &str,
    password: &str,
    key: &str,
    round: u32,
) -> Result<Vec<Result<Proposal, (String, Refusal)>>, Problem> {
    let (start, end) = proposals_range(key, round);
    let rows = Client::new(&publish::proposals_db(db), user, password)
        .between(&start, &end)
        .await?;
    Ok(rows
        .into_iter()
        .map(|(id, raw)| proposal::read(&raw).map_err(|e| (id, e)))
        .collect())
}
