# Une personne qui s'absente d'une partie en cours : pour un temps, ou pour de bon.
# en/away.ftl contient les mêmes identifiants.

# Le nom d'une place qu'un bot joue pour sa personne : tant qu'elle peut la reprendre,
# et une fois partie pour de bon. La marque reste entre parenthèses à la fin : l'image
# la garde quand elle raccourcit un nom trop long.
seat-name-bot = { $name } (bot)
seat-name-left = { $name } (a quitté)

away = { $name } s'absente : un bot normal joue sa place jusqu'à son retour avec `join`.
# $front : où la réponse est lue (discord : un bouton suit ; terminal : une commande).
leave-ask = Partir maintenant, c'est pour de bon : un bot normal joue votre place jusqu'à la fin, le tableau final indique que vous avez quitté la partie, et vous ne pourrez pas la reprendre. { $front ->
        [discord] Cliquez sur **Quitter pour de bon** ci-dessous pour confirmer, ou utilisez `away` pour qu'un bot ne joue que jusqu'à votre retour avec `join`.
       *[terminal] Dites `leave confirm` pour confirmer, ou utilisez `away` pour qu'un bot ne joue que jusqu'à votre retour avec `join`.
    }
left-for-good = { $name } a quitté la partie pour de bon : un bot normal joue sa place jusqu'à la fin.
