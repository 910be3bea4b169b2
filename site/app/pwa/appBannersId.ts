/** The id of the installed-app notices' container: the shell keeps their prerendered HTML until their code loads. */
export const appBannersId = 'app-banners';
