import TokenModel

/// The text of the starter design system's files (`tokenc init`), kept as Swift strings so the
/// executable needs no resources. Each file is valid DTCG 2025.10 under `--strict`.
enum StarterTemplates {
    static let readme = """
        # Design tokens

        These files are the design system's single source of truth, in the
        [Design Tokens Community Group format](https://www.designtokens.org/tr/2025.10/).
        `tokenc build` compiles them into Swift: a typed `AppTheme` with a SwiftUI layer.

        | File | What it holds |
        | --- | --- |
        | `palette.tokens.json` | Raw colors (`palette.blue.500`). Nothing in the app uses them directly. |
        | `color.tokens.json` | Semantic colors, what a color is for (`color.text.primary`), as aliases of the palette. These are the light values. |
        | `layout.tokens.json` | Corner radii (`radius.medium`), the spacing scale (`spacing.md`) and borders. |
        | `typography.tokens.json` | Font family, weights, sizes and the typography ramp (`typography.body`). |
        | `component.tokens.json` | Component tokens, `component.<kind>.<variant>.<property>`: the primary button and the rounded text field. |
        | `brands/starter.json` | The brand. Rename it to your brand's name (it becomes `AppTheme.<name>`) and override any token in it; add a file per brand. |
        | `modes/light.json`, `modes/dark.json` | Appearance modes. `dark.json` overrides the semantic colors; the generated theme follows the system's light and dark appearance. |

        Files are merged in that order: every file outside `brands/` and `modes/`, then one brand,
        then one mode, the last definition of a token winning. References such as
        `{palette.blue.500}` are resolved after merging, so a mode that changes a semantic color
        changes every component that uses it.

        ## Next steps

        ```sh
        tokenc build              # compile into ./Generated (AppTheme and its SwiftUI layer)
        tokenc validate --strict  # check the tokens, writing nothing
        tokenc preview            # write preview.html, a style guide of every brand and mode
        ```

        In SwiftUI: `Text("Hi").foregroundStyle(theme.color.text.primary.color)` with
        `@Environment(\\.appTheme) var theme`, and `.appTheme(.starter)` to choose the brand.

        """

    static let palette = """
        {
          "$description": "Raw colors. Use them through the semantic colors in color.tokens.json, never directly.",
          "palette": {
            "$type": "color",
            "gray": {
              "0": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "100": { "$value": { "colorSpace": "srgb", "components": [0.949, 0.949, 0.969] } },
              "300": { "$value": { "colorSpace": "srgb", "components": [0.82, 0.82, 0.839] } },
              "500": { "$value": { "colorSpace": "srgb", "components": [0.431, 0.431, 0.451] } },
              "700": { "$value": { "colorSpace": "srgb", "components": [0.282, 0.282, 0.29] } },
              "900": { "$value": { "colorSpace": "srgb", "components": [0.11, 0.11, 0.118] } },
              "1000": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }
            },
            "blue": {
              "400": { "$value": { "colorSpace": "srgb", "components": [0.251, 0.612, 1] } },
              "500": { "$value": { "colorSpace": "srgb", "components": [0, 0.443, 0.89] } },
              "700": { "$value": { "colorSpace": "srgb", "components": [0, 0.318, 0.659] } }
            },
            "red": {
              "500": { "$value": { "colorSpace": "srgb", "components": [0.843, 0.157, 0.125] } }
            },
            "green": {
              "500": { "$value": { "colorSpace": "srgb", "components": [0.118, 0.545, 0.259] } }
            }
          }
        }

        """

    static let color = """
        {
          "$description": "Semantic colors: what a color is for. These are the light values; modes/dark.json overrides them.",
          "color": {
            "$type": "color",
            "brand": {
              "primary": { "$value": "{palette.blue.500}", "$description": "Primary buttons, links and the focus ring." },
              "primaryPressed": { "$value": "{palette.blue.700}" }
            },
            "background": {
              "base": { "$value": "{palette.gray.0}", "$description": "The screen behind everything." },
              "raised": { "$value": "{palette.gray.100}", "$description": "Cards, fields and sheets above the base." }
            },
            "text": {
              "primary": { "$value": "{palette.gray.900}" },
              "secondary": { "$value": "{palette.gray.500}" },
              "onBrand": { "$value": "{palette.gray.0}", "$description": "Text on color.brand.primary." }
            },
            "border": {
              "default": { "$value": "{palette.gray.300}" }
            },
            "status": {
              "danger": { "$value": "{palette.red.500}" },
              "success": { "$value": "{palette.green.500}" }
            }
          }
        }

        """

    static let layout = """
        {
          "radius": {
            "$type": "dimension",
            "$description": "Corner radii.",
            "small": { "$value": { "value": 6, "unit": "px" } },
            "medium": { "$value": { "value": 10, "unit": "px" } },
            "large": { "$value": { "value": 16, "unit": "px" } },
            "pill": { "$value": { "value": 999, "unit": "px" } }
          },
          "spacing": {
            "$type": "dimension",
            "$description": "The spacing scale, in steps of 4 points.",
            "xs": { "$value": { "value": 4, "unit": "px" } },
            "sm": { "$value": { "value": 8, "unit": "px" } },
            "md": { "$value": { "value": 12, "unit": "px" } },
            "lg": { "$value": { "value": 16, "unit": "px" } },
            "xl": { "$value": { "value": 24, "unit": "px" } },
            "xxl": { "$value": { "value": 32, "unit": "px" } }
          },
          "border": {
            "$type": "border",
            "field": {
              "$value": { "color": "{color.border.default}", "width": { "value": 1, "unit": "px" }, "style": "solid" },
              "$description": "The outline of text fields."
            }
          }
        }

        """

    static let typography = """
        {
          "font": {
            "family": {
              "$type": "fontFamily",
              "text": { "$value": ["system-ui", "sans-serif"], "$description": "The system font; name your brand's font first to use it." }
            },
            "weight": {
              "$type": "fontWeight",
              "regular": { "$value": 400 },
              "semibold": { "$value": 600 },
              "bold": { "$value": 700 }
            },
            "size": {
              "$type": "dimension",
              "caption": { "$value": { "value": 12, "unit": "px" } },
              "footnote": { "$value": { "value": 13, "unit": "px" } },
              "body": { "$value": { "value": 17, "unit": "px" } },
              "title": { "$value": { "value": 28, "unit": "px" } },
              "largeTitle": { "$value": { "value": 34, "unit": "px" } }
            }
          },
          "typography": {
            "$type": "typography",
            "$description": "The typography ramp, largest first.",
            "largeTitle": {
              "$value": {
                "fontFamily": "{font.family.text}",
                "fontSize": "{font.size.largeTitle}",
                "fontWeight": "{font.weight.bold}",
                "letterSpacing": { "value": 0.4, "unit": "px" },
                "lineHeight": 1.2
              }
            },
            "title": {
              "$value": {
                "fontFamily": "{font.family.text}",
                "fontSize": "{font.size.title}",
                "fontWeight": "{font.weight.bold}",
                "letterSpacing": { "value": 0.4, "unit": "px" },
                "lineHeight": 1.2
              }
            },
            "headline": {
              "$value": {
                "fontFamily": "{font.family.text}",
                "fontSize": "{font.size.body}",
                "fontWeight": "{font.weight.semibold}",
                "letterSpacing": { "value": -0.4, "unit": "px" },
                "lineHeight": 1.3
              }
            },
            "body": {
              "$value": {
                "fontFamily": "{font.family.text}",
                "fontSize": "{font.size.body}",
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": { "value": -0.4, "unit": "px" },
                "lineHeight": 1.4
              }
            },
            "footnote": {
              "$value": {
                "fontFamily": "{font.family.text}",
                "fontSize": "{font.size.footnote}",
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.3
              }
            },
            "caption": {
              "$value": {
                "fontFamily": "{font.family.text}",
                "fontSize": "{font.size.caption}",
                "fontWeight": "{font.weight.regular}",
                "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.3
              }
            }
          }
        }

        """

    static let component = """
        {
          "$description": "Component tokens, component.<kind>.<variant>.<property>: aliases of semantic tokens, so brands and modes reach them.",
          "component": {
            "button": {
              "primary": {
                "background": { "$type": "color", "$value": "{color.brand.primary}" },
                "foreground": { "$type": "color", "$value": "{color.text.onBrand}" },
                "typography": { "$type": "typography", "$value": "{typography.headline}" },
                "cornerRadius": { "$type": "dimension", "$value": "{radius.medium}" },
                "paddingHorizontal": { "$type": "dimension", "$value": "{spacing.lg}" },
                "paddingVertical": { "$type": "dimension", "$value": "{spacing.md}" },
                "pressedOpacity": { "$type": "number", "$value": 0.8 },
                "disabledOpacity": { "$type": "number", "$value": 0.4 }
              }
            },
            "textField": {
              "rounded": {
                "background": { "$type": "color", "$value": "{color.background.raised}" },
                "foreground": { "$type": "color", "$value": "{color.text.primary}" },
                "typography": { "$type": "typography", "$value": "{typography.body}" },
                "cornerRadius": { "$type": "dimension", "$value": "{radius.small}" },
                "paddingHorizontal": { "$type": "dimension", "$value": "{spacing.md}" },
                "paddingVertical": { "$type": "dimension", "$value": "{spacing.sm}" },
                "border": { "$type": "border", "$value": "{border.field}" },
                "disabledOpacity": { "$type": "number", "$value": 0.5 }
              }
            }
          }
        }

        """

    static let brand = """
        {
          "$description": "The brand 'starter'. Rename this file to your brand's name, and override any token here, for example color.brand.primary; add one file per brand."
        }

        """

    static let lightMode = """
        {
          "$description": "Light mode: the values in color.tokens.json apply as written."
        }

        """

    static let darkMode = """
        {
          "$description": "Dark mode: the semantic colors that differ from light.",
          "color": {
            "$type": "color",
            "brand": {
              "primary": { "$value": "{palette.blue.400}" }
            },
            "background": {
              "base": { "$value": "{palette.gray.1000}" },
              "raised": { "$value": "{palette.gray.900}" }
            },
            "text": {
              "primary": { "$value": "{palette.gray.0}" },
              "secondary": { "$value": "{palette.gray.300}" }
            },
            "border": {
              "default": { "$value": "{palette.gray.700}" }
            }
          }
        }

        """
}
