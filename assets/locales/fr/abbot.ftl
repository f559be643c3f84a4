# L'Abbé : tous les textes de cette extension seule, quoi qu'ils disent (ses noms, les
# refus des règles, le récit, les boutons, ses règles en bref, l'image). en/abbot.ftl a
# les mêmes identifiants. Ce que partagent plusieurs extensions ou le jeu de base reste
# dans les fichiers par genre (terms.ftl, play.ftl…).

## Son mot tel que les joueurs le tapent (après `new`, dans les extensions de `/new`),
## séparés par des espaces : le premier est celui qu'on écrit, tous sont lus (spelling.rs).

expansion-typed-abbot = abbé abbe
