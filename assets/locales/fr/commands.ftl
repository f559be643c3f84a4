# Les commandes : verbes, options et aide, les règles en bref, extensions et options, noms et descriptions des commandes Discord.
# en/commands.ftl a les mêmes identifiants.
