//! The template syntax of every catalogue, the engine's and the browser's alike
//! (`web/src/messages.js` fills the same templates in):
//!
//! - `{name}` puts the parameter `name` there (nothing when the text has no such parameter);
//! - `{name:one=…|other=…}` chooses a form by the parameter: a number by its plural category
//!   in the catalogue's language (`zero`, `one`, `two`, `few`, `many`, `other`, as
//!   `Intl.PluralRules` names them; `#` in a form stands for the number), any other value by
//!   its text (`{feature:monastery=…|other=…}`); `other` is required and taken when no form
//!   matches.
//!
//! Nothing else is special: a form holds no braces, and a `#` outside a form is a `#`.

use std::fmt;

/// The plural categories, as `Intl.PluralRules` names them.
pub const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// A checked template: text and the parameters placed in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    parts: Vec<Part>,
}

/// A piece of a [`Template`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text as it is.
    Literal(String),
    /// `{name}`: the parameter `name`.
    Param(String),
    /// `{name:…}`: a form chosen by the parameter `name`.
    Choice {
        /// The parameter.
        name: String,
        /// The forms, by category or value, in the order written (`other` among them).
        forms: Vec<(String, String)>,
    },
}

/// What is wrong with a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TemplateError {
    /// A `{` without its `}`, or a `}` without its `{`.
    Unbalanced,
    /// A placeholder whose name is empty or holds other characters than ASCII letters, digits and
    /// `_`.
    BadName(String),
    /// A form of a choice without `=` (`{n:one=…|…}`).
    FormWithoutName {
        /// The parameter.
        name: String,
    },
    /// A choice without an `other` form.
    NoOther {
        /// The parameter.
        name: String,
    },
    /// A choice naming a plural category the language has not.
    Category {
        /// The parameter.
        name: String,
        /// The category.
        category: String,
    },
}

impl fmt::Display for TemplateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TemplateError::Unbalanced => f.write_str("a brace is not closed or not opened"),
            TemplateError::BadName(n) => write!(f, "{{{n}}} is not a parameter's name"),
            TemplateError::FormWithoutName { name } => {
                write!(f, "a form of {{{name}:…}} has no category (one=…)")
            }
            TemplateError::NoOther { name } => write!(f, "{{{name}:…}} has no form other=…"),
            TemplateError::Category { name, category } => write!(
                f,
                "{{{name}:…}} names the plural category {category}, which the language has not"
            ),
        }
    }
}

impl Template {
    /// Reads `source`; `categories` are the plural categories of the catalogue's language
    /// (a choice may name no other category, though it may name any value).
    ///
    /// # Errors
    /// The first problem found.
    pub fn parse(source: &str, categories: &[&str]) -> Result<Template, TemplateError> {
        let mut parts = Vec::new();
        let mut rest = source;
        while let Some(open) = rest.find(['{', '}']) {
            if rest[open..].starts_with('}') {
                return Err(TemplateError::Unbalanced);
            }
            if open > 0 {
                parts.push(Part::Literal(rest[..open].to_string()));
            }
            let inner_start = open + 1;
            let close = rest[inner_start..]
                .find(['{', '}'])
                .filter(|&i| rest[inner_start + i..].starts_with('}'))
                .ok_or(TemplateError::Unbalanced)?;
            parts.push(placeholder(
                &rest[inner_start..inner_start + close],
                categories,
            )?);
            rest = &rest[inner_start + close + 1..];
        }
        if !rest.is_empty() {
            parts.push(Part::Literal(rest.to_string()));
        }
        Ok(Template { parts })
    }

    /// Its pieces, in order.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The names of the parameters it places.
    pub fn params(&self) -> impl Iterator<Item = &str> {
        self.parts.iter().filter_map(|p| match p {
            Part::Param(name) | Part::Choice { name, .. } => Some(name.as_str()),
            Part::Literal(_) => None,
        })
    }
}

/// One placeholder's inside (between the braces).
fn placeholder(inner: &str, categories: &[&str]) -> Result<Part, TemplateError> {
    let (name, forms) = match inner.split_once(':') {
        Some((n, f)) => (n, Some(f)),
        None => (inner, None),
    };
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(TemplateError::BadName(inner.to_string()));
    }
    let Some(forms) = forms else {
        return Ok(Part::Param(name.to_string()));
    };
    let mut out = Vec::new();
    for form in forms.split('|') {
        let Some((category, text)) = form.split_once('=') else {
            return Err(TemplateError::FormWithoutName { name: name.into() });
        };
        if PLURAL_CATEGORIES.contains(&category) && !categories.contains(&category) {
            return Err(TemplateError::Category {
                name: name.into(),
                category: category.into(),
            });
        }
        out.push((category.to_string(), text.to_string()));
    }
    if !out.iter().any(|(c, _)| c == "other") {
        return Err(TemplateError::NoOther { name: name.into() });
    }
    Ok(Part::Choice {
        name: name.to_string(),
        forms: out,
    })
}

/// The form of a choice for `key` (a plural category or a value's text), else its `other`.
pub fn form<'a>(forms: &'a [(String, String)], key: &str) -> &'a str {
    forms
        .iter()
        .find(|(c, _)| c == key)
        .or_else(|| forms.iter().find(|(c, _)| c == "other"))
        .map_or("", |(_, text)| text)
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &[&str] = &["one", "other"];

    #[test]
    fn a_template_reads_text_parameters_and_choices() {
        let t = Template::parse("{who} pays {n:one=# point|other=# points}.", EN).unwrap();
        assert_eq!(
            t.parts(),
            [
                Part::Param("who".into()),
                Part::Literal(" pays ".into()),
                Part::Choice {
                    name: "n".into(),
                    forms: vec![
                        ("one".into(), "# point".into()),
                        ("other".into(), "# points".into())
                    ],
                },
                Part::Literal(".".into()),
            ]
        );
        assert_eq!(t.params().collect::<Vec<_>>(), ["who", "n"]);
        let Part::Choice { forms, .. } = &t.parts()[2] else {
            unreachable!()
        };
        assert_eq!(form(forms, "one"), "# point");
        assert_eq!(form(forms, "few"), "# points");
        assert!(Template::parse("{feature:monastery=terminată|other=terminat}", EN).is_ok());
        assert!(Template::parse("", EN).unwrap().parts().is_empty());
    }

    #[test]
    fn a_broken_template_says_what_is_wrong() {
        for (source, error) in [
            ("{who", TemplateError::Unbalanced),
            ("who}", TemplateError::Unbalanced),
            ("{a{b}}", TemplateError::Unbalanced),
            ("{}", TemplateError::BadName(String::new())),
            ("{a b}", TemplateError::BadName("a b".into())),
            (
                "{n:one|other=x}",
                TemplateError::FormWithoutName { name: "n".into() },
            ),
            ("{n:one=x}", TemplateError::NoOther { name: "n".into() }),
            (
                "{n:one=x|few=y|other=z}",
                TemplateError::Category {
                    name: "n".into(),
                    category: "few".into(),
                },
            ),
        ] {
            assert_eq!(Template::parse(source, EN), Err(error), "{source}");
        }
        assert!(Template::parse("{n:one=x|few=y|other=z}", &["one", "few", "other"]).is_ok());
    }
}
