"""Swift source as text, for the checks that read it without a compiler (availability-check.py,
language-check.py): code with its comments and string literals blanked, newlines kept so that
line numbers still count. An interpolation inside a string is code, and kept."""

import re


def code_only(text):
    """`text` with comments and string literals blanked (newlines kept), interpolations kept."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                if text.startswith("\\(", j):
                    depth, k = 1, j + 2
                    while k < n and depth:
                        depth += {"(": 1, ")": -1}.get(text[k], 0)
                        k += 1
                    out.append(" " * (j - i) + text[j:k])
                    i = j = k
                    continue
                j += 2 if text[j] == "\\" else 1
            end = min(j + len(quote), n)
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def closing_brace(code, opening):
    """The index of the `}` that closes the `{` at `opening` (the end of `code` if none does)."""
    depth, index = 0, opening
    while index < len(code):
        depth += {"{": 1, "}": -1}.get(code[index], 0)
        if depth == 0:
            return index
        index += 1
    return index
