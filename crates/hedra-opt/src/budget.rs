//! Running a stage under the operations budget (see [`hedra_presburger::budget`]).

use crate::error::{Error, Stage};
use crate::notes::Note;

/// Runs `f` under an operations budget (none when `budget` is 0). When the budget runs out,
/// the stage's answer is not to be trusted (hedra-presburger then answers soundly but
/// incompletely): the result is [`Error::OutOfBudget`], so that the caller falls back to a
/// simpler schedule. The operations used go to `notes`.
pub fn within_budget<T, E: Into<Error>>(
    stage: Stage,
    budget: u64,
    notes: &mut Vec<Note>,
    f: impl FnOnce() -> Result<T, E>,
) -> Result<T, Error> {
    let limit = if budget == 0 { u64::MAX } else { budget };
    let _guard = hedra_presburger::budget::Budget::start(limit);
    let result = f();
    notes.push(Note::info(format!(
        "budget: {} used {} operations",
        stage.name(),
        hedra_presburger::budget::used()
    )));
    if hedra_presburger::budget::exceeded() {
        return Err(Error::OutOfBudget { stage, budget });
    }
    result.map_err(Into::into)
}
