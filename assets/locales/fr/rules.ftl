# Les refus des règles : pourquoi le moteur n'accepte pas un coup (ses erreurs typées, en mots).
# en/rules.ftl a les mêmes identifiants.
