//! The commands of a turn, the base game's (`/place`, `/meeple`, `/pass`, `/undo`) and
//! every expansion's (`/shepherd`, `/bridge`, `/gift`, `/tower`, …), made from the
//! service's table of verbs rather than written one by one: a command per verb of the
//! turn, an option per parameter, suggested from the parameter's `Suggest`, and the
//! verb handed to the service in its words with the options after it (`/tower cell:0,1`
//! → `tower 0 1`), as the terminal types it. So a new box's verbs are Discord commands
//! with no Discord code of their own.

use std::borrow::Cow;

use poise::serenity_prelude::{CreateAutocompleteResponse, ResolvedValue};
use poise::{ApplicationContext, BoxFuture, CommandParameter, FrameworkError, SlashArgError, SlashArgument};

use super::{Data, Error, suggest, words};
use crate::service::placement_words;
use crate::service::verbs::{Param, Suggest, VERBS, Verb};

/// The command of `verb`; its descriptions and French names are set with every other
/// command's (`describe`).
pub(super) fn command(verb: &Verb) -> poise::Command<Data, Error> {
    let mut parameters: Vec<&Param> = verb.params.iter().collect();
    // Discord wants the required options first.
    parameters.sort_by_key(|p| !p.required);
    poise::Command {
        name: verb.word.into(),
        qualified_name: verb.word.into(),
        identifying_name: verb.word.into(),
        source_code_name: verb.word.into(),
        slash_action: Some(act),
        parameters: parameters.into_iter().map(option).collect(),
        guild_only: true,
        ..Default::default()
    }
}

/// The option of `param`: a whole number for an amount, otherwise words suggested as
/// its `Suggest` says.
fn option(param: &Param) -> CommandParameter<Data, Error> {
    let amount = param.suggest == Suggest::Amount;
    let kind: fn(_) -> _ =
        if amount { <u32 as SlashArgument>::create } else { <String as SlashArgument>::create };
    CommandParameter {
        name: param.name.into(),
        name_localizations: Cow::Borrowed(&[]),
        description: None,
        description_localizations: Cow::Borrowed(&[]),
        required: param.required,
        channel_types: None,
        choices: Cow::Borrowed(&[]),
        type_setter: Some(kind),
        autocomplete_callback: if amount { None } else { Some(complete) },
        __non_exhaustive: (),
    }
}

/// The verb whose command was invoked.
fn verb_of(ctx: ApplicationContext<'_, Data, Error>) -> &'static Verb {
    let name = &ctx.command().name;
    VERBS
        .iter()
        .copied()
        .find(|v| v.word == name)
        .unwrap_or_else(|| panic!("/{name} is not in the table of verbs"))
}

/// Runs the command: the verb and its options in the service's words, read as the
/// terminal reads a line. An option Discord sends in another shape than registered is
/// refused as poise refuses it.
fn act(
    ctx: ApplicationContext<'_, Data, Error>,
) -> BoxFuture<'_, Result<(), FrameworkError<'_, Data, Error>>> {
    Box::pin(async move {
        let verb = verb_of(ctx);
        let mut line = vec![verb.word.to_string()];
        for param in verb.params {
            match ctx.args.iter().find(|a| a.name == param.name) {
                Some(arg) => {
                    line.push(value(ctx, param, &arg.value).await.map_err(|e| e.to_framework_error(ctx))?)
                }
                None if param.required => {
                    return Err(FrameworkError::new_command_structure_mismatch(
                        ctx,
                        "a required argument is missing",
                    ));
                }
                None => {}
            }
        }
        words(ctx.into(), line.join(" "))
            .await
            .map_err(|error| FrameworkError::new_command(ctx.into(), error))
    })
}

/// One option's value in the service's words: a cell written `x,y` as two words
/// (`1,0 NS` → `1 0 NS`).
async fn value(
    ctx: ApplicationContext<'_, Data, Error>,
    param: &Param,
    given: &ResolvedValue<'_>,
) -> Result<String, SlashArgError> {
    let discord = ctx.serenity_context();
    if param.suggest == Suggest::Amount {
        return Ok(u32::extract(discord, ctx.interaction, given).await?.to_string());
    }
    let text = String::extract(discord, ctx.interaction, given).await?;
    Ok(if param.suggest.at_cell() { placement_words(&text) } else { text })
}

/// The suggestions for the option being typed, from the service. A later option's are
/// asked with the words of the options before it in front (a card's targets after the
/// card), as the service reads a verb's words in order.
fn complete<'a>(
    ctx: ApplicationContext<'a, Data, Error>,
    partial: &'a str,
) -> BoxFuture<'a, CreateAutocompleteResponse> {
    Box::pin(async move {
        let verb = verb_of(ctx);
        let focused = ctx.args.iter().find(|o| matches!(o.value, ResolvedValue::Autocomplete { .. }));
        let Some(at) = focused.and_then(|o| verb.params.iter().position(|p| p.name == o.name)) else {
            return CreateAutocompleteResponse::new();
        };
        let options = &ctx.interaction.data.options;
        let typed = |p: &Param| {
            let option = options.iter().find(|o| o.name == p.name);
            option.and_then(|o| o.value.as_str()).unwrap_or_default().trim()
        };
        let before: Vec<&str> = verb.params[..at].iter().map(typed).collect();
        let typed = match before.as_slice() {
            [] => partial.to_string(),
            before => format!("{} {partial}", before.join(" ")),
        };
        suggest(ctx.into(), verb.params[at].suggest, &typed).await
    })
}
