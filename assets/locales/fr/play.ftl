# Le jeu : ce qui s'est passé (récit), ce que la partie attend, l'état, l'historique, le salon d'attente, le résultat final, les rappels et les messages privés.
# en/play.ftl a les mêmes identifiants.
